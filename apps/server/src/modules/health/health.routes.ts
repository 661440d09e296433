import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.js';
import { checkHealth } from './health.service.js';

/** GET /api/health: live checks of the database and the mail transport. */
export function healthRoutes(deps: AppDeps) {
  const router = new Hono();
  router.get('/', async (c) => {
    const { ok, database, mail } = await checkHealth(deps);
    return c.json({ status: ok ? 'ok' : 'degraded', database, mail }, ok ? 200 : 503);
  });
  return router;
}
