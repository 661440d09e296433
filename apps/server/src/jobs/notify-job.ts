import type { JobQueue } from './job-queue.js';

// The event reminders (issue 26: a promotion, an accepted invite, a trainer's comment or change):
// the module where the event happens queues one with this job, and the notifications module —
// which those modules must not import (it reads their tables to schedule the others) — makes it
// a notification of that day, once per person and kind.

export const NOTIFY_JOB = 'notifications.notify';

export interface NotifyJob {
  user_id: string;
  kind: 'promocao' | 'aluno_aceitou' | 'treinador';
  title: string;
  body: string;
  /** The app's path the notification opens. */
  url: string;
}

export async function queueNotification(jobs: JobQueue, note: NotifyJob): Promise<void> {
  await jobs.send(NOTIFY_JOB, note);
}
