import { checkActivityPlausibility } from '../training/activity-plausibility';
import type { ActivitySource, ActivityType } from '../training/activity-types';

// Which activities count on the public boards (DECISIONS.md 'Rankings'). The server's aggregate
// SQL applies the same rules; the property test checks the two against each other.

export const RUN_TIME_DISTANCE_M = 2400;
export const SWIM_TIME_DISTANCE_M = 100;
/** An activity this far (inclusive) is timed over the board's distance by scaling its moving time. */
export const RUN_TIME_WINDOW_M: readonly [number, number] = [2400, 2500];
export const SWIM_TIME_WINDOW_M: readonly [number, number] = [100, 110];

/**
 * The fastest plausible time over `metres` (the world-record limit of activity-plausibility):
 * anything quicker is impossible and never counts. Found by bisection on the same check.
 */
export function worldRecordSeconds(type: 'RUN' | 'SWIM', metres: number): number {
  let low = 0;
  let high = metres; // 1 m/s is always plausible
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (checkActivityPlausibility({ type, primary: metres, secondary: mid }).ok) high = mid;
    else low = mid;
  }
  return high;
}

export const MIN_RUN_2400_S = worldRecordSeconds('RUN', RUN_TIME_DISTANCE_M);
export const MIN_SWIM_100_S = worldRecordSeconds('SWIM', SWIM_TIME_DISTANCE_M);

/** Sources that reach the public boards: RANKING_SOURCES (Strava's terms keep it out by default). */
export function isRankedSource(source: ActivitySource, sources: readonly ActivitySource[]): boolean {
  return sources.includes(source);
}

export interface RankableActivity {
  activity_type: ActivityType;
  source: ActivitySource;
  /** Metres. */
  value_primary: number | null;
  /** Moving seconds. */
  value_secondary: number | null;
  best_2400_s: number | null;
  best_100_s: number | null;
}

/** Metres counted on the run or swim distance boards (null: not on them). */
export function boardDistance(a: RankableActivity, sources: readonly ActivitySource[]): number | null {
  if (a.activity_type !== 'RUN' && a.activity_type !== 'SWIM') return null;
  if (!isRankedSource(a.source, sources)) return null;
  if (a.value_primary === null || !(a.value_primary > 0)) return null;
  return a.value_primary;
}

/** Time candidates must be at or above the world-record limit and positive. */
const plausible = (seconds: number | null, min: number) =>
  seconds !== null && Number.isFinite(seconds) && seconds > 0 && seconds >= min ? seconds : null;

/**
 * Seconds counted on the 2400 m (run) or 100 m (swim) boards, or null. Device or track data only:
 * a manual (typed) activity never counts. The fastest segment the file import found, or an
 * activity of 2400–2500 m (100–110 m) whose moving time is scaled to exactly the distance;
 * the quicker of the two when both exist; impossible values never count.
 */
export function boardTime(a: RankableActivity, sources: readonly ActivitySource[]): number | null {
  if (a.activity_type !== 'RUN' && a.activity_type !== 'SWIM') return null;
  if (a.source === 'manual' || !isRankedSource(a.source, sources)) return null;
  const isRun = a.activity_type === 'RUN';
  const target = isRun ? RUN_TIME_DISTANCE_M : SWIM_TIME_DISTANCE_M;
  const [low, high] = isRun ? RUN_TIME_WINDOW_M : SWIM_TIME_WINDOW_M;
  const min = isRun ? MIN_RUN_2400_S : MIN_SWIM_100_S;
  const segment = plausible(isRun ? a.best_2400_s : a.best_100_s, min);
  const metres = a.value_primary;
  const moving = a.value_secondary;
  const scaled =
    metres !== null && moving !== null && metres >= low && metres <= high && moving > 0
      ? plausible((moving * target) / metres, min)
      : null;
  if (segment === null) return scaled;
  if (scaled === null) return segment;
  return Math.min(segment, scaled);
}
