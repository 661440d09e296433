// Strava's rate limits (developers.strava.com/docs/rate-limits): a 15-minute window that resets at
// :00, :15, :30 and :45 past the hour and a daily one that resets at midnight UTC. Every API answer
// carries `X-RateLimit-Limit` / `X-RateLimit-Usage` (overall) and `X-ReadRateLimit-Limit` /
// `X-ReadRateLimit-Usage` (the "non-upload" limit that reads count against), each as two
// comma-separated integers: the 15-minute value, then the daily one. A 429 carries no Retry-After:
// the wait is worked out from which window is exhausted.

export interface RateLimitWindow {
  limit: number;
  usage: number;
}

export interface RateLimitPair {
  fifteenMinutes: RateLimitWindow;
  daily: RateLimitWindow;
}

export interface StravaRateLimit {
  overall?: RateLimitPair;
  read?: RateLimitPair;
}

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function parseTwo(value: string | null): [number, number] | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((part) => Number(part.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n) || n < 0)) return undefined;
  return [parts[0] as number, parts[1] as number];
}

function parsePair(headers: Headers, prefix: string): RateLimitPair | undefined {
  const limit = parseTwo(headers.get(`${prefix}-Limit`));
  const usage = parseTwo(headers.get(`${prefix}-Usage`));
  if (!limit || !usage) return undefined;
  return {
    fifteenMinutes: { limit: limit[0], usage: usage[0] },
    daily: { limit: limit[1], usage: usage[1] },
  };
}

/** The limits and usage an answer reports; a pair is absent when its headers are missing or malformed. */
export function parseRateLimit(headers: Headers): StravaRateLimit {
  const overall = parsePair(headers, 'X-RateLimit');
  const read = parsePair(headers, 'X-ReadRateLimit');
  return { ...(overall ? { overall } : {}), ...(read ? { read } : {}) };
}

const isExhausted = (window: RateLimitWindow) => window.limit > 0 && window.usage >= window.limit;

/** Whether the daily window is the one exhausted (then only midnight UTC helps). */
export function isDailyLimitExhausted(rate: StravaRateLimit): boolean {
  return [rate.overall, rate.read].some((pair) => pair !== undefined && isExhausted(pair.daily));
}

/** The first :00/:15/:30/:45 UTC strictly after `now`. */
export function nextQuarterHour(now: Date): Date {
  return new Date((Math.floor(now.getTime() / FIFTEEN_MINUTES_MS) + 1) * FIFTEEN_MINUTES_MS);
}

/** The first midnight UTC strictly after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date((Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS);
}

/**
 * Seconds to wait after a 429: until midnight UTC when a daily window is exhausted, otherwise until
 * the next quarter hour (also when the headers are missing: the short window is the likely one).
 * Never less than 1. At an exact window edge the window has just reset, so a 429 then means the
 * new window is already spent: the wait runs to the following edge.
 */
export function retryAfterSeconds(rate: StravaRateLimit, now: Date): number {
  const until = isDailyLimitExhausted(rate) ? nextUtcMidnight(now) : nextQuarterHour(now);
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
