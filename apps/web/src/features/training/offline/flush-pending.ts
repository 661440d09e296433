import { ApiError } from '@/lib/api-error';
import type { PendingActivity } from './pending-activity';
import { readAllPending } from './pending-db';
import { markPendingFailed, removePending } from './pending-store';
import { isTransientFailure, sendActivity } from './send-activity';

export interface FlushOutcome {
  /** Activities the server now has (written now, or already written by an earlier try). */
  sent: number;
  /** Activities the server refused (4xx), kept as failed with its message. */
  failed: number;
}

const LOCK_NAME = 'prontidao-pending-activities';
let inThisTab: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` alone: one flush at a time in this tab and, with the Web Locks API, across every tab
 * of the app, so two tabs never send the same queue at once.
 */
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run = (): Promise<T> => (locks ? (locks.request(LOCK_NAME, task) as Promise<T>) : task());
  const next = inThisTab.then(run, run);
  inThisTab = next.catch(() => undefined);
  return next;
}

const SESSION_ENDED = 401;

/**
 * Sends the person's queued activities one by one, oldest first, each with its client key. An item
 * leaves the queue only after a 2xx (a duplicate answer included); a refusal (4xx) marks it failed;
 * no answer, a 5xx or an ended session stops the flush and keeps the rest for the next one.
 */
export function flushPendingActivities(
  userId: string,
  send: (input: PendingActivity['input']) => Promise<unknown> = sendActivity,
): Promise<FlushOutcome> {
  return exclusively(async () => {
    const outcome: FlushOutcome = { sent: 0, failed: 0 };
    const queue = (await readAllPending()).filter(
      (item) => item.user_id === userId && item.status === 'pending',
    );
    for (const item of queue) {
      try {
        await send(item.input);
      } catch (error) {
        const isSessionEnded = error instanceof ApiError && error.status === SESSION_ENDED;
        if (isTransientFailure(error) || isSessionEnded) break;
        const { code, message } = error as ApiError;
        await markPendingFailed(item, { code, message });
        outcome.failed++;
        continue;
      }
      await removePending(item.client_key);
      outcome.sent++;
    }
    return outcome;
  });
}
