import type { StravaRateLimit } from './rate-limit.js';

/**
 * What went wrong talking to Strava, as the importer needs to react to it:
 * - `unauthorized`: the token (or the grant, or our client credentials) is not accepted — refresh,
 *   or, when refreshing fails too, the connection must be made again;
 * - `rate_limited`: wait `retryAfterSeconds`, then resume (nothing is lost);
 * - `not_found`: the activity is gone (deleted, or no longer visible to us);
 * - `server`: Strava answered something we cannot use (5xx, an unexpected status, a body that
 *   does not match the documented shape) — retry later;
 * - `network`: no answer at all (DNS, refused connection, timeout) — retry later.
 */
export type StravaErrorKind = 'unauthorized' | 'rate_limited' | 'not_found' | 'server' | 'network';

/** One entry of the `errors` array Strava sends with a failure (`{ message, errors }`). */
export interface StravaFault {
  resource?: string;
  field?: string;
  code?: string;
}

export interface StravaErrorDetails {
  status?: number;
  /** Seconds until the exceeded rate-limit window ends (only for `rate_limited`). */
  retryAfterSeconds?: number;
  rateLimit?: StravaRateLimit;
  faults?: StravaFault[];
  cause?: unknown;
}

export class StravaError extends Error {
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly rateLimit: StravaRateLimit | undefined;
  readonly faults: StravaFault[];

  constructor(
    readonly kind: StravaErrorKind,
    message: string,
    details: StravaErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'StravaError';
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.rateLimit = details.rateLimit;
    this.faults = details.faults ?? [];
  }
}

export const isStravaError = (error: unknown, kind?: StravaErrorKind): error is StravaError =>
  error instanceof StravaError && (kind === undefined || error.kind === kind);
