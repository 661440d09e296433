import type { JobQueue } from '../../jobs/job-queue.js';
import {
  DELIVER_JOB,
  DUE_JOB,
  deliverNotification,
  type NotificationDeps,
  runDueNotifications,
} from './notifications.service.js';

/** Every 5 minutes what is due; each notification's delivery, retried while a push service fails. */
export function registerNotificationJobs(jobs: JobQueue, deps: NotificationDeps): void {
  jobs.register<{ id: string }>({
    name: DELIVER_JOB,
    retryLimit: 3,
    handler: async ({ id }) => {
      await deliverNotification(deps, id);
    },
  });
  jobs.register({
    name: DUE_JOB,
    cron: '*/5 * * * *',
    handler: async () => {
      await runDueNotifications(deps);
    },
  });
}
