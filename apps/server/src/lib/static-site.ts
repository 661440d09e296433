import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

/**
 * Serves the built SPA: fingerprinted assets cached for a year, everything else revalidated,
 * and index.html for every other GET so the client router takes over.
 */
export function staticSite(distDir: string) {
  const root = resolve(distDir);
  const site = new Hono();
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    site.get('*', (c) =>
      c.html(
        '<!doctype html><meta charset="utf-8"><title>Prontidão</title><p>O app web não foi construído: rode <code>npm run build</code>.</p>',
        503,
      ),
    );
    return site;
  }
  const index = readFileSync(indexPath, 'utf8');
  site.use('*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', cachePolicy(c.req.path));
  });
  site.use('*', serveStatic({ root }));
  site.get('/assets/*', (c) => c.text('Not found', 404));
  site.get('*', (c) => c.html(index));
  return site;
}

/** Fingerprinted assets never change; the page shell and the service worker always revalidate. */
function cachePolicy(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (!/\.[a-z0-9]+$/i.test(path) || path.endsWith('.html') || path.endsWith('/sw.js')) return 'no-cache';
  return 'public, max-age=3600';
}
