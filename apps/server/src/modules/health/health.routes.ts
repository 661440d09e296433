import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.js';

/** GET /api/health: live checks of the database and the mail transport. */
export function healthRoutes(deps: AppDeps) {
  const router = new Hono();
  router.get('/', async (c) => {
    const [database, mail] = await Promise.all([
      sql`select 1`.execute(deps.db).then(
        () => 'ok' as const,
        () => 'down' as const,
      ),
      deps.mailer.check().then((ok) => (ok ? ('ok' as const) : ('down' as const))),
    ]);
    const ok = database === 'ok';
    return c.json(
      {
        status: ok ? 'ok' : 'degraded',
        database: { status: database, kind: deps.dbKind },
        mail: { status: mail, transport: deps.mailer.transport },
      },
      ok ? 200 : 503,
    );
  });
  return router;
}
