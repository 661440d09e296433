import { ApiError, fetchJson } from '@/lib/api-error';
import type { RpcOutput } from '@/lib/rpc';
import type { QueuedActivityInput } from './pending-activity';

/**
 * How long a send may wait for its answer. One bar of signal at the pool can leave a request hanging
 * for minutes: past this it counts as no answer (the workout is queued, or kept, with its key).
 */
export const SEND_TIMEOUT_MS = 15_000;

type LogActivityAnswer = RpcOutput<'insert_training_activity'>;

/** insert_training_activity with the activity's client key: a repeated send writes once (duplicate: true). */
export async function sendActivity(
  input: QueuedActivityInput,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<LogActivityAnswer> {
  // rpc() with a deadline: the same call, typed by the same catalogue. (AbortController rather than
  // AbortSignal.timeout, which Safari before 16 lacks.)
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const body = await fetchJson<{ data: LogActivityAnswer }>('/api/rpc/insert_training_activity', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: controller.signal,
    });
    return body.data;
  } finally {
    clearTimeout(timer);
  }
}

/** Statuses that say "not now" rather than "no": timeout and too many requests. */
const TRY_LATER = new Set([408, 429]);

/**
 * Whether a failed send may succeed later unchanged: no answer (network, deadline), a server failure
 * (5xx) or a "try later" status. Any other 4xx is the server refusing the activity itself.
 */
export function isTransientFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || TRY_LATER.has(error.status);
}
