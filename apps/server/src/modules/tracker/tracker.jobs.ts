import type { JobQueue } from '../../jobs/job-queue.js';
import { BACKFILL_JOB, backfill, type TrackerDeps } from './strava.service.js';
import { DRAIN_JOB, drainEvents, SWEEP_JOB, sweepEvents } from './strava-webhook.service.js';

/** The tracker's background work: the 30-day backfill after connecting, and webhook events. */
export function registerTrackerJobs(jobs: JobQueue, tracker: TrackerDeps): void {
  jobs.register<{ userId: string }>({
    name: BACKFILL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async ({ userId }) => {
      await backfill(tracker, userId);
    },
  });
  jobs.register({
    name: DRAIN_JOB,
    retryLimit: 8,
    retryDelaySeconds: 15,
    handler: async () => {
      await drainEvents(tracker);
    },
  });
  jobs.register({
    name: SWEEP_JOB,
    cron: '* * * * *',
    handler: async () => {
      await sweepEvents(tracker);
    },
  });
}
