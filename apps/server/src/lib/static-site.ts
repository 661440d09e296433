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
  site.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  site.use(
    '*',
    serveStatic({
      root,
      onFound: (path, c) => {
        if (!path.includes('/assets/'))
          c.header('Cache-Control', path.endsWith('sw.js') ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  site.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(index);
  });
  return site;
}
