import { localTime } from '@prontidao/domain/notifications/schedule';
import type { JobQueue } from '../../jobs/job-queue.js';
import { NOTIFY_JOB, type NotifyJob } from '../../jobs/notify-job.js';
import {
  DELIVER_JOB,
  DUE_JOB,
  deliverNotification,
  type NotificationDeps,
  notify,
  runDueNotifications,
} from './notifications.service.js';

/**
 * Every 5 minutes what is due; each notification's delivery, retried while a push service fails;
 * the events other modules queue (one a day per person and kind).
 */
export function registerNotificationJobs(jobs: JobQueue, deps: NotificationDeps): void {
  jobs.register<NotifyJob>({
    name: NOTIFY_JOB,
    retryLimit: 3,
    handler: async (note) => {
      await notify(deps, { ...note, day: localTime(new Date()).date });
    },
  });
  jobs.register<{ id: string }>({
    name: DELIVER_JOB,
    retryLimit: 3,
    handler: async ({ id }) => {
      await deliverNotification(deps, id);
    },
  });
  // The tests drive the reminders' clock themselves (runDueNotifications, the dev endpoint): a
  // 5-minute run on the real clock would race them.
  if (deps.env.NODE_ENV === 'test') return;
  jobs.register({
    name: DUE_JOB,
    cron: '*/5 * * * *',
    handler: async () => {
      await runDueNotifications(deps);
    },
  });
}
