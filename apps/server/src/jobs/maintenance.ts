import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { LONGEST_RATE_WINDOW_SECONDS } from '../lib/rate-limit.js';
import { pruneExpiredExports } from '../modules/data-rights/export.service.js';
import { pruneStates } from '../modules/tracker/oauth-states.repository.js';
import type { JobQueue } from './job-queue.js';

/** Deletes the rate-limit counters whose window closed long ago (ours and better-auth's). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LONGEST_RATE_WINDOW_SECONDS * 1000);
  const ours = await db.deleteFrom('rpc_rate_limits').where('window_start', '<', cutoff).executeTakeFirst();
  await sql`delete from "rateLimit" where "lastRequest" < ${cutoff.getTime()}`.execute(db);
  return Number(ours.numDeletedRows);
}

/** Webhook events are kept 30 days after processing (enough to see a retry storm), then dropped. */
export async function pruneWebhookEvents(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('webhook_events')
    .where('processed_at', '<', sql<Date>`now() - interval '30 days'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const PRUNE_RATE_LIMITS_JOB = 'maintenance.prune-rate-limits';
export const PRUNE_TRACKER_JOB = 'maintenance.prune-tracker';
export const PRUNE_EXPORTS_JOB = 'maintenance.prune-data-exports';

export function registerMaintenanceJobs(jobs: JobQueue, db: Db): void {
  jobs.register({
    name: PRUNE_RATE_LIMITS_JOB,
    cron: '*/15 * * * *',
    handler: async () => {
      await pruneRateLimits(db);
    },
  });
  jobs.register({
    name: PRUNE_TRACKER_JOB,
    cron: '7 * * * *',
    handler: async () => {
      await pruneStates(db);
      await pruneWebhookEvents(db);
    },
  });
  // Data exports: a file lives 24 hours (LGPD export, docs/decisions/035-data-rights.md).
  jobs.register({
    name: PRUNE_EXPORTS_JOB,
    cron: '17 * * * *',
    handler: async () => {
      await pruneExpiredExports(db);
    },
  });
}
