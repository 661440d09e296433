import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from './auth.js';
import type { FirstScreen } from './first-screen.js';
import {
  indexPrecompressed,
  type PrecompressedFile,
  sendPersonalPage,
  sendPrecompressed,
} from './precompressed-files.js';

/**
 * Serves the built SPA: text files precompressed (brotli or gzip by Accept-Encoding), fingerprinted
 * assets cached for a year, everything else revalidated, and the page shell for every other GET so
 * the client router takes over. A page with its own shell (route-shells/, written by the web build:
 * the page's chunks and LCP image preloaded) gets that one; a page in `firstScreens`, asked by someone
 * signed in, gets its shell with the person's first screen drawn in it (lib/first-screen.ts).
 */
export function staticSite(distDir: string, options: { firstScreens?: Record<string, FirstScreen> } = {}) {
  const root = resolve(distDir);
  const site = new Hono();
  const files = existsSync(root) ? indexPrecompressed(root) : new Map<string, PrecompressedFile>();
  const index = files.get('/index.html');
  if (!index) {
    site.get('*', (c) =>
      c.html(
        '<!doctype html><meta charset="utf-8"><title>Prontidão</title><p>O app web não foi construído: rode <code>npm run build</code>.</p>',
        503,
      ),
    );
    return site;
  }
  site.use('*', async (c, next) => {
    await next();
    // A personal page (a first screen) keeps its own policy: never stored.
    if ((c.res.ok || c.res.status === 304) && !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', cachePolicy(c.req.path));
  });
  const sendShell = async (c: Context) => {
    const shell = files.get(`/route-shells${c.req.path === '/' ? '/index' : c.req.path}.html`);
    if (!shell) return sendPrecompressed(c, index);
    // A session cookie (the server or the app checks it).
    const signedIn = getCookie(c, SESSION_COOKIE) ?? getCookie(c, `__Secure-${SESSION_COOKIE}`);
    const firstScreen = options.firstScreens?.[c.req.path];
    if (firstScreen) {
      const page = signedIn && c.req.method === 'GET' ? await firstScreen(c, shellText(shell)) : null;
      return page ? sendPersonalPage(c, page) : sendPrecompressed(c, shell, true);
    }
    if (!waitsForIntent(shell)) return sendPrecompressed(c, shell);
    // The landing's shell starts the app only at the person's first sign: someone signed in gets the
    // app's own shell, whose guard takes them home at once.
    return sendPrecompressed(c, signedIn ? index : shell, true);
  };
  site.get('/', sendShell);
  site.get('*', async (c, next) => {
    const entry = files.get(c.req.path);
    return entry ? sendPrecompressed(c, entry) : next();
  });
  site.use('*', serveStatic({ root }));
  site.get('/assets/*', (c) => c.text('Not found', 404));
  site.get('*', sendShell);
  return site;
}

const shellTexts = new WeakMap<PrecompressedFile, string>();
/** A shell's HTML, read once. */
function shellText(shell: PrecompressedFile): string {
  let text = shellTexts.get(shell);
  if (text === undefined) {
    text = readFileSync(shell.file, 'utf8');
    shellTexts.set(shell, text);
  }
  return text;
}

/** A shell written with the landing's start-on-intent script (apps/web/vite.config.ts). */
const waitsForIntent = (shell: PrecompressedFile) => shellText(shell).includes('/assets/start-on-intent-');

/** Fingerprinted assets never change; the page shell and the service worker always revalidate. */
function cachePolicy(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html') || path.endsWith('/sw.js')) return 'no-cache';
  return 'public, max-age=3600';
}
