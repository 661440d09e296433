import type { Db } from '../db/database.js';
import { pruneRateLimits } from '../lib/rate-limit.js';
import type { JobQueue } from './job-queue.js';

export const PRUNE_RATE_LIMITS_JOB = 'maintenance.prune-rate-limits';
export const PRUNE_TRACKER_JOB = 'maintenance.prune-tracker';
export const PRUNE_EXPORTS_JOB = 'maintenance.prune-data-exports';
export const PAID_PLAN_CLOCK_JOB = 'maintenance.paid-plan-clock';

/**
 * The modules' clean-ups the recurring jobs run. The modules own those tables (decision 041), so
 * bootstrap.ts hands their functions in: jobs/ imports no module.
 */
export interface MaintenanceTasks {
  /** Stale OAuth states and webhook events (tracker). */
  pruneTracker: (db: Db) => Promise<unknown>;
  /** Data exports past their 24 hours (data-rights). */
  pruneExports: (db: Db) => Promise<unknown>;
  /** Renewals of the monthly plan, and paid plans whose period has ended (payments). */
  paidPlanClock: (db: Db) => Promise<unknown>;
}

export function registerMaintenanceJobs(jobs: JobQueue, db: Db, tasks: MaintenanceTasks): void {
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
      await tasks.pruneTracker(db);
    },
  });
  // A paid month ends at its minute; its renewal is charged three days before (issue 25, decisions 051, 052).
  jobs.register({
    name: PAID_PLAN_CLOCK_JOB,
    cron: '* * * * *',
    handler: async () => {
      await tasks.paidPlanClock(db);
    },
  });
  // Data exports: a file lives 24 hours (LGPD export, docs/decisions/035-data-rights.md).
  jobs.register({
    name: PRUNE_EXPORTS_JOB,
    cron: '17 * * * *',
    handler: async () => {
      await tasks.pruneExports(db);
    },
  });
}
