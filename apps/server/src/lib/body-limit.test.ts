import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a refused oversized body', () => {
  it('leaves a keep-alive client (fetch reuses the socket) able to make its next call', async () => {
    const base = `http://127.0.0.1:${port}`;
    const headers = { origin: 'http://localhost:3000', 'content-type': 'application/json' };
    const big = JSON.stringify({ name: 'A'.repeat(1024 * 1024) });
    for (const pause of [0, 700]) {
      const refused = await fetch(`${base}/api/rpc/get_cargos`, { method: 'POST', headers, body: big });
      expect(refused.status).toBe(413);
      await refused.text();
      await new Promise((resolve) => setTimeout(resolve, pause));
      const next = await fetch(`${base}/api/health`);
      expect(next.status).toBe(200);
    }
  });
});
