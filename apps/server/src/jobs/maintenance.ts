import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { LONGEST_RATE_WINDOW_SECONDS } from '../lib/rate-limit.js';
import type { JobQueue } from './job-queue.js';

/** Deletes the rate-limit counters whose window closed long ago (ours and better-auth's). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LONGEST_RATE_WINDOW_SECONDS * 1000);
  const ours = await db.deleteFrom('rpc_rate_limits').where('window_start', '<', cutoff).executeTakeFirst();
  await sql`delete from "rateLimit" where "lastRequest" < ${cutoff.getTime()}`.execute(db);
  return Number(ours.numDeletedRows);
}

export const PRUNE_RATE_LIMITS_JOB = 'maintenance.prune-rate-limits';

export function registerMaintenanceJobs(jobs: JobQueue, db: Db): void {
  jobs.register({
    name: PRUNE_RATE_LIMITS_JOB,
    cron: '*/15 * * * *',
    handler: async () => {
      await pruneRateLimits(db);
    },
  });
}
