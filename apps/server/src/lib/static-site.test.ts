import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'prontidao-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Prontidão</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Prontidão"}');
  app = createApp(t.deps, { webDist: dist });
});

describe('the built SPA served by the API process', () => {
  it('caches fingerprinted assets for a year', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await app.request('/assets/old-build-999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('answers every client route with index.html, revalidated, with the security headers', async () => {
    for (const path of [
      '/',
      '/aluno/dashboard',
      '/auth/confirm?token_hash=x&type=signup',
      '/qualquer/coisa',
    ]) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('serves other public files with a short cache, and keeps /api JSON', async () => {
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600');
    const api = await app.request('/api/nao-existe');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Rota da API não encontrada.' },
    });
  });
});
