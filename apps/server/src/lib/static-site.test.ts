import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { pickEncoding } from './precompressed-files.js';

const SCRIPT = `console.log(${JSON.stringify('Prontidão '.repeat(200))})`;
const SHELL = '<!doctype html><title>Prontidão</title><div id="root"></div>';
const LANDING_SHELL = SHELL.replace('<div', '<link rel="modulepreload" href="/assets/landing-1.js"><div');
const INTENT_SHELL = SHELL.replace(
  '<div',
  '<script defer src="/assets/start-on-intent-Ab12.js" data-entry="/assets/index-1.js"></script><div',
);

let t: TestApp;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'prontidao-dist-'));
  const write = (name: string, text: string, compressed = true) => {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), text);
    if (!compressed) return;
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  write('index.html', SHELL);
  write('route-shells/index.html', LANDING_SHELL);
  write('route-shells/inicio.html', INTENT_SHELL);
  write('assets/app-abc123.js', SCRIPT);
  write('manifest.webmanifest', '{"name":"Prontidão"}', false);
  app = createApp(t.deps, { webDist: dist });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('the built SPA served by the API process', () => {
  it('caches fingerprinted assets for a year', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/assets/old-build-999.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('sends the precompressed file the client accepts: brotli first, then gzip, else identity', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brBody.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(SCRIPT);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(SCRIPT)));
  });

  it('answers a repeated request with 304 when the ETag of that encoding matches', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+-br"$/);
    const again = await get('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    const otherEncoding = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('answers every client route with the page shell, compressed, revalidated, with the security headers', async () => {
    for (const path of ['/aluno/dashboard', '/auth/confirm?token_hash=x&type=signup', '/qualquer/coisa']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SHELL);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('gives a page its own shell (its chunks preloaded) when the build wrote one', async () => {
    const landing = await get('/');
    expect(await landing.text()).toBe(LANDING_SHELL);
    expect(landing.headers.get('cache-control')).toBe('no-cache');
  });

  it('a shell that waits for the person (the landing) goes to visitors; someone signed in gets the app', async () => {
    const visitor = await get('/inicio');
    expect(await visitor.text()).toBe(INTENT_SHELL);
    expect(visitor.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    for (const cookie of ['prontidao.session_token=abc.def', '__Secure-prontidao.session_token=abc.def']) {
      const signedIn = await get('/inicio', { cookie });
      expect(await signedIn.text(), cookie).toBe(SHELL);
      expect(signedIn.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    }
    // Other shells do not depend on the cookie.
    const other = await get('/', { cookie: 'prontidao.session_token=abc.def' });
    expect(await other.text()).toBe(LANDING_SHELL);
    expect(other.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('serves other public files with a short cache, and keeps /api JSON', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(await manifest.text()).toBe('{"name":"Prontidão"}');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600');
    const api = await get('/api/nao-existe');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Rota da API não encontrada.' },
    });
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['BR;q=0.5, gzip;q=1.0', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header, ['br', 'gzip', 'identity'])).toBe(expected);
  });
});
