// Strava's rate limits as the stand-in reproduces them: per application, a 15-minute window that
// resets at :00/:15/:30/:45 UTC and a daily one at midnight UTC, reported on every API answer as
// X-RateLimit-* (overall) and X-ReadRateLimit-* (reads), "15-minute,daily". A request over a limit
// is answered 429 and still counts. Tests can force the next N answers to be 429s.

export interface StandInRateLimits {
  /** [15-minute, daily]. Strava's defaults: 200,2000 overall and 100,1000 for reads. */
  overall: [number, number];
  read: [number, number];
}

export const STRAVA_DEFAULT_LIMITS: StandInRateLimits = { overall: [200, 2000], read: [100, 1000] };

const QUARTER_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ForcedWindow = 'fifteen_minutes' | 'daily';

export function createStandInRateLimiter(now: () => Date, limits: StandInRateLimits = STRAVA_DEFAULT_LIMITS) {
  let quarter = -1;
  let day = -1;
  let quarterUsage = 0;
  let dayUsage = 0;
  let forced = 0;
  let forcedWindow: ForcedWindow = 'fifteen_minutes';

  return {
    /** Answer the next `count` API calls with 429, as if `window` were exhausted. */
    failNext(count: number, window: ForcedWindow = 'fifteen_minutes') {
      forced = Math.max(0, Math.floor(count));
      forcedWindow = window;
    },

    /** Counts one API request; says whether it is over a limit, and the headers to send. */
    hit(): { limited: boolean; headers: Record<string, string> } {
      const t = now().getTime();
      if (Math.floor(t / QUARTER_MS) !== quarter) {
        quarter = Math.floor(t / QUARTER_MS);
        quarterUsage = 0;
      }
      if (Math.floor(t / DAY_MS) !== day) {
        day = Math.floor(t / DAY_MS);
        dayUsage = 0;
      }
      quarterUsage += 1;
      dayUsage += 1;
      let shown: [number, number] = [quarterUsage, dayUsage];
      let limited = quarterUsage > limits.read[0] || dayUsage > limits.read[1];
      if (forced > 0) {
        forced -= 1;
        limited = true;
        shown =
          forcedWindow === 'daily'
            ? [quarterUsage, Math.max(dayUsage, limits.read[1] + 1)]
            : [Math.max(quarterUsage, limits.read[0] + 1), dayUsage];
      }
      return {
        limited,
        headers: {
          'X-RateLimit-Limit': limits.overall.join(','),
          'X-RateLimit-Usage': shown.join(','),
          'X-ReadRateLimit-Limit': limits.read.join(','),
          'X-ReadRateLimit-Usage': shown.join(','),
        },
      };
    },
  };
}

export type StandInRateLimiter = ReturnType<typeof createStandInRateLimiter>;
