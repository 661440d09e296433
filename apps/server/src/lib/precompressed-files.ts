import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** A built text file and its .br/.gz siblings, read once on first use. */
export type PrecompressedFile = {
  file: string;
  type: string;
  etag: string;
  encodings: Encoding[];
  bodies: Map<Encoding, Buffer>;
};

/**
 * Every page shell (.html) and every file of the build with precompressed siblings (written by the
 * web build), keyed by URL path. Only listed paths are served from here: no request reaches another file.
 */
export function indexPrecompressed(root: string): Map<string, PrecompressedFile> {
  const entries = new Map<string, PrecompressedFile>();
  const names = new Set(readdirSync(root, { recursive: true, encoding: 'utf8' }));
  for (const name of names) {
    const isShell = name.endsWith('.html');
    if (!isShell && !names.has(`${name}.br`) && !names.has(`${name}.gz`)) continue;
    const file = join(root, name);
    const { size, mtimeMs } = statSync(file);
    const encodings = (['br', 'gzip'] as const).filter((e) => names.has(name + SUFFIX[e]));
    entries.set(`/${name.split('\\').join('/')}`, {
      file,
      type: getMimeType(name) ?? 'application/octet-stream',
      etag: `${size.toString(36)}-${Math.round(mtimeMs).toString(36)}`,
      encodings: [...encodings, 'identity'],
      bodies: new Map(),
    });
  }
  return entries;
}

/** The best encoding the client accepts (q > 0), brotli first, identity when none. */
export function pickEncoding(acceptEncoding: string | undefined, available: Encoding[]): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  return available.find((e) => e === 'identity' || accepted.has(e)) ?? 'identity';
}

/** Answers with the variant for the request's Accept-Encoding, or 304 when the copy is current. */
/** `varyCookie`: the file chosen for this path depends on the request's cookies too. */
export function sendPrecompressed(c: Context, entry: PrecompressedFile, varyCookie = false): Response {
  const encoding = pickEncoding(c.req.header('accept-encoding'), entry.encodings);
  const etag = `"${entry.etag}-${encoding}"`;
  c.header('Vary', varyCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  c.header('ETag', etag);
  if (c.req.header('if-none-match')?.includes(etag)) return c.body(null, 304);
  let body = entry.bodies.get(encoding);
  if (!body) {
    body = readFileSync(entry.file + SUFFIX[encoding]);
    entry.bodies.set(encoding, body);
  }
  c.header('Content-Type', entry.type);
  c.header('Content-Length', String(body.length));
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(new Uint8Array(body), 200);
}

/**
 * A page made for the person asking (a first screen with their data): compressed for this request,
 * never stored by the browser, a proxy or the service worker (`no-store`; apps/web/public/sw.js keeps
 * no such page as its offline shell), and never served to another cookie.
 */
export function sendPersonalPage(c: Context, html: string): Response {
  const encoding = pickEncoding(c.req.header('accept-encoding'), ['br', 'gzip', 'identity']);
  const text = Buffer.from(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(text)
        : text;
  c.header('Vary', 'Accept-Encoding, Cookie');
  c.header('Cache-Control', 'private, no-store');
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Content-Length', String(body.length));
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(new Uint8Array(body), 200);
}
