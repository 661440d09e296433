import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rpcRegistry } from './rpc-registry.js';

const apiDoc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

describe('docs/api.md', () => {
  it.each(Object.keys(rpcRegistry))('lists %s', (name) => {
    expect(apiDoc).toContain(`POST /api/rpc/${name} |`);
  });
});
