import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { readViewer } from '../../lib/session.js';
import { findViewerBySession } from '../profiles/profiles.service.js';
import { findDownload } from './export.service.js';

/**
 * GET /api/data-exports/:id/download: the ZIP, to its owner's session only. Anyone else, an admin
 * included, and an expired or unknown export get the same 404: ids cannot be probed.
 */
export function exportRoutes(deps: AppDeps) {
  const router = new Hono();
  router.get('/:id/download', async (c) => {
    c.header('Cache-Control', 'no-store');
    const signedIn = await readViewer(c, deps, findViewerBySession);
    if (!signedIn) throw new AppError('UNAUTHENTICATED', 'Entre na sua conta para baixar seus dados.');
    const file = await findDownload(deps.db, c.req.param('id'), signedIn.viewer.id);
    if (!file) throw notFound('Exportação não encontrada ou expirada.');
    return c.body(file.bytes, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return router;
}
