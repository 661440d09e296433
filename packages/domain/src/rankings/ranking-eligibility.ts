import type { ActivitySource, ActivityType } from '../training/activity-types';
import { type BoardFlag, type BoardReview, countsOnBoards } from './board-validation';

// Which activities count on the public boards (DECISIONS.md 'Rankings'). The server's aggregate
// SQL applies the same rules; the property test checks the two against each other.

export const RUN_TIME_DISTANCE_M = 2400;
export const SWIM_TIME_DISTANCE_M = 100;
/** An activity this far (inclusive) is timed over the board's distance by scaling its moving time. */
export const RUN_TIME_WINDOW_M: readonly [number, number] = [2400, 2500];
export const SWIM_TIME_WINDOW_M: readonly [number, number] = [100, 110];

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
  /** Set at write time when the workout failed the board check (board-validation.ts). */
  board_flag?: BoardFlag | null;
  /** An admin's decision on /admin/ranking. */
  board_review?: BoardReview | null;
}

const counts = (a: RankableActivity) => countsOnBoards(a.board_flag ?? null, a.board_review ?? null);

/** Metres counted on the run or swim distance boards (null: not on them). */
export function boardDistance(a: RankableActivity, sources: readonly ActivitySource[]): number | null {
  if (a.activity_type !== 'RUN' && a.activity_type !== 'SWIM') return null;
  if (!isRankedSource(a.source, sources) || !counts(a)) return null;
  if (a.value_primary === null || !(a.value_primary > 0)) return null;
  return a.value_primary;
}

const positive = (seconds: number | null) =>
  seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;

/**
 * Seconds counted on the 2400 m (run) or 100 m (swim) boards, or null (decision 039). Device or
 * track data only: a manual (typed) activity never counts. The fastest segment the file import
 * found (elapsed time: a pause inside it counts); an activity without one (a Strava summary has no
 * stream) of 2400–2500 m (100–110 m) counts its moving time scaled to exactly the distance. A
 * workout that failed the board check, or that an admin removed, never counts.
 */
export function boardTime(a: RankableActivity, sources: readonly ActivitySource[]): number | null {
  if (a.activity_type !== 'RUN' && a.activity_type !== 'SWIM') return null;
  if (a.source === 'manual' || !isRankedSource(a.source, sources) || !counts(a)) return null;
  const isRun = a.activity_type === 'RUN';
  const segment = positive(isRun ? a.best_2400_s : a.best_100_s);
  if (segment !== null) return segment;
  const target = isRun ? RUN_TIME_DISTANCE_M : SWIM_TIME_DISTANCE_M;
  const [low, high] = isRun ? RUN_TIME_WINDOW_M : SWIM_TIME_WINDOW_M;
  const metres = a.value_primary;
  const moving = a.value_secondary;
  if (metres === null || moving === null || metres < low || metres > high || !(moving > 0)) return null;
  return positive((moving * target) / metres);
}
