import type { JobQueue } from '../../jobs/job-queue.js';
import { type DeletionJobDeps, deleteDueAccounts } from './deletion.service.js';

export const DELETION_JOB = 'data-rights.delete-due-accounts';

/** Every hour: the accounts whose 7-day grace period ended are deleted. */
export function registerDeletionJobs(jobs: JobQueue, deps: DeletionJobDeps): void {
  jobs.register({
    name: DELETION_JOB,
    cron: '17 * * * *',
    retryLimit: 3,
    handler: async () => {
      await deleteDueAccounts(deps);
    },
  });
}
