import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './local-secret.js';

describe('resolveAuthSecret', () => {
  it('the demo machine generates its own secret once, private to its owner', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    const env = { MODE: 'demo' as const, DATA_DIR: join(dir, 'pglite'), AUTH_SECRET: undefined };
    const first = resolveAuthSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(resolveAuthSecret(env)).toBe(first);
    const file = join(dir, 'local-auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('two in-memory databases never share one', () => {
    const env = { MODE: 'demo' as const, DATA_DIR: 'memory://', AUTH_SECRET: undefined };
    expect(resolveAuthSecret(env)).not.toBe(resolveAuthSecret(env));
  });

  it('a configured secret wins; a deployment without one cannot start', () => {
    expect(resolveAuthSecret({ MODE: 'deployment', DATA_DIR: 'x', AUTH_SECRET: 'k'.repeat(40) })).toBe(
      'k'.repeat(40),
    );
    expect(() => resolveAuthSecret({ MODE: 'deployment', DATA_DIR: 'x', AUTH_SECRET: undefined })).toThrow();
  });
});
