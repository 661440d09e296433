import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import { readJsonBody } from '../../lib/json-body.js';
import { deleteDueAccounts } from '../data-rights/deletion.service.js';
import { deliverNotification, runDueNotifications } from '../notifications/notifications.service.js';
import { localOnly } from './outbox.routes.js';

const RunAtSchema = z.object({ at: z.iso.datetime({ offset: true }) }).strict();

/**
 * POST /api/dev/jobs/account-deletions { at }: runs the deletion job as if it were `at` (the e2e
 * journeys control time with it). Local demo only, loopback only, like the outbox.
 */
export function devJobRoutes(deps: AppDeps) {
  const router = new Hono();
  router.use('*', localOnly());
  router.post('/account-deletions', async (c) => {
    const parsed = RunAtSchema.safeParse(await readJsonBody(c.req.raw));
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Informe o instante (at) em ISO 8601.');
    const deleted = await deleteDueAccounts(
      { db: deps.db, jobs: deps.jobs, log: deps.log, strava: deps.strava },
      new Date(parsed.data.at),
    );
    return c.json({ data: { deleted } });
  });
  // POST /api/dev/jobs/notifications?at=<ISO instant> (issue 26): the reminders due as if the clock
  // said `at`, each delivered at once (push, or e-mail) — the queue's own runs do the same later.
  router.post('/notifications', async (c) => {
    const at = c.req.query('at');
    const parsed = z.iso.datetime({ offset: true }).safeParse(at);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Informe o instante (?at=) em ISO 8601.');
    const instant = new Date(parsed.data);
    const created = await runDueNotifications(deps, instant);
    const delivered = [];
    for (const id of created) delivered.push(await deliverNotification(deps, id, instant));
    return c.json({ data: { created: created.length, delivered } });
  });
  return router;
}
