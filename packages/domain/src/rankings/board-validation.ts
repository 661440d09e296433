// Which workouts may reach a public board (issue 20 §5, docs/decisions/039-fair-boards.md). A
// workout that fails stays in its owner's history, marked 'não validado para o ranking', and counts
// on no board (distance boards included) unless an admin keeps it on /admin/ranking.
//
// Two checks, both pure:
// - the world record: the board's segment (fastest 2,400 m run / 100 m swim) and the workout as a
//   whole must be slower than the world-record time for that distance plus a margin;
// - the GPS track: no stretch faster than the fastest human ever ran or swam it, no teleporting point.

export type BoardSport = 'RUN' | 'SWIM';
/** The time boards are split by sex; anyone not 'F' is checked against the men's records. */
export type RecordSex = 'M' | 'F' | null;

/** Why a workout is not validated for the boards. */
export const BOARD_FLAGS = ['record', 'gps_speed', 'gps_jump'] as const;
export type BoardFlag = (typeof BOARD_FLAGS)[number];

/** What the owner and the admins read for each reason. */
export const BOARD_FLAG_LABELS: Record<BoardFlag, string> = {
  record: 'Ritmo perto ou além do recorde mundial',
  gps_speed: 'Trecho do GPS mais rápido que um ser humano',
  gps_jump: 'Salto no GPS (ponto teletransportado)',
};

/**
 * A segment faster than the record time × (1 + margin) is not validated. Nobody preparing for the
 * TAF runs 2,400 m within 5 % of the world record; an elite who does is kept by an admin.
 */
export const RECORD_MARGIN = 0.05;

type Records = ReadonlyArray<readonly [metres: number, seconds: number]>;

/** World Athletics outdoor records (men), as of November 2026 (decision 039 cites each). */
const RUN_MEN: Records = [
  [100, 9.58],
  [400, 43.03],
  [800, 100.91],
  [1000, 131.96],
  [1500, 206.0],
  [2000, 283.13],
  [3000, 437.55],
  [5000, 755.36],
  [10_000, 1571.0],
];
/** World Athletics outdoor records (women). */
const RUN_WOMEN: Records = [
  [100, 10.49],
  [400, 47.6],
  [800, 113.28],
  [1500, 229.04],
  [3000, 486.11],
  [10_000, 1734.14],
];
/** World Aquatics long-course freestyle records (men). */
const SWIM_MEN: Records = [
  [50, 20.91],
  [100, 46.4],
  [200, 102.0],
  [400, 220.07],
  [800, 452.12],
  [1500, 870.67],
];
/** World Aquatics long-course freestyle records (women). */
const SWIM_WOMEN: Records = [
  [50, 23.61],
  [100, 51.71],
  [200, 112.85],
];

function recordsOf(sport: BoardSport, sex: RecordSex): Records {
  if (sport === 'RUN') return sex === 'F' ? RUN_WOMEN : RUN_MEN;
  return sex === 'F' ? SWIM_WOMEN : SWIM_MEN;
}

/**
 * The world-record time over `metres`: a record distance's own time; between two, Riegel's power law
 * through both (t = t₁ · (d/d₁)^k, k from the pair); below the first or beyond the last, that
 * record's pace (lenient: longer records are slower).
 */
export function recordSeconds(sport: BoardSport, metres: number, sex: RecordSex): number {
  const records = recordsOf(sport, sex);
  const first = records[0] as readonly [number, number];
  const last = records.at(-1) as readonly [number, number];
  if (metres <= first[0]) return (metres * first[1]) / first[0];
  if (metres >= last[0]) return (metres * last[1]) / last[0];
  for (let i = 1; i < records.length; i++) {
    const [d1, t1] = records[i - 1] as readonly [number, number];
    const [d2, t2] = records[i] as readonly [number, number];
    if (metres <= d2) {
      const k = Math.log(t2 / t1) / Math.log(d2 / d1);
      return t1 * (metres / d1) ** k;
    }
  }
  return (metres * last[1]) / last[0];
}

/** The fastest time a board accepts over `metres`: the record plus the margin. */
export function boardLimitSeconds(sport: BoardSport, metres: number, sex: RecordSex): number {
  return recordSeconds(sport, metres, sex) * (1 + RECORD_MARGIN);
}

/** The stretch the GPS check times: 100 m running, 50 m swimming (the shortest records). */
export const SPRINT_METRES: Record<BoardSport, number> = { RUN: 100, SWIM: 50 };
/** Nobody, man or woman, has covered it faster (the men's 100 m and 50 m freestyle records). */
export const SPRINT_RECORD_S: Record<BoardSport, number> = { RUN: 9.58, SWIM: 20.91 };

/** A step between two samples this long, at this speed or more, is a jump of the GPS, not a stride. */
export const JUMP_MIN_METRES = 100;
export const JUMP_MIN_MPS = 15;

/** Cumulative distance (m) at a time (s). */
export interface TrackPoint {
  t: number;
  d: number;
}

/** A step from one sample to the next that no one on foot or in the water makes: a teleport. */
export function isJump(metres: number, seconds: number): boolean {
  if (!(metres >= JUMP_MIN_METRES)) return false;
  return seconds <= 0 || metres / seconds >= JUMP_MIN_MPS;
}

/**
 * The GPS check of a recorded workout: its fastest sprint stretch (found by the import over the
 * same stream) no faster than the record, and no jump between consecutive samples.
 */
export function trackFlag(
  sport: BoardSport,
  sprintS: number | null,
  stream: readonly TrackPoint[],
): 'gps_speed' | 'gps_jump' | null {
  for (let i = 1; i < stream.length; i++) {
    const a = stream[i - 1] as TrackPoint;
    const b = stream[i] as TrackPoint;
    if (isJump(b.d - a.d, b.t - a.t)) return 'gps_jump';
  }
  if (sprintS !== null && sprintS < SPRINT_RECORD_S[sport]) return 'gps_speed';
  return null;
}

/** The distance of each time board. */
export const BOARD_SEGMENT_METRES: Record<BoardSport, number> = { RUN: 2400, SWIM: 100 };

export interface BoardCandidate {
  sport: BoardSport;
  /** The owner's sex when the workout is written. */
  sex: RecordSex;
  /** The whole workout: metres and moving seconds (manual entries have nothing else). */
  distanceM: number | null;
  movingS: number | null;
  /** The fastest 2,400 m (run) or 100 m (swim) inside a recorded workout, seconds. */
  segmentS: number | null;
  /** The GPS check's verdict (trackFlag), null when it passed or there was no track. */
  track: 'gps_speed' | 'gps_jump' | null;
}

/** Null: the workout may reach the boards. Otherwise why it may not. */
export function boardFlag(c: BoardCandidate): BoardFlag | null {
  if (c.track) return c.track;
  const segmentLimit = boardLimitSeconds(c.sport, BOARD_SEGMENT_METRES[c.sport], c.sex);
  if (c.segmentS !== null && c.segmentS > 0 && c.segmentS < segmentLimit) return 'record';
  if (c.distanceM !== null && c.movingS !== null && c.distanceM > 0 && c.movingS > 0) {
    if (c.movingS < boardLimitSeconds(c.sport, c.distanceM, c.sex)) return 'record';
  }
  return null;
}

/** An admin's decision on /admin/ranking: off the boards, or on them despite the flag. */
export type BoardReview = 'removed' | 'kept';

/** Whether a workout counts on the boards: not flagged and not removed, or kept by an admin. */
export function countsOnBoards(flag: BoardFlag | null, review: BoardReview | null): boolean {
  return review === 'kept' || (review === null && flag === null);
}

/** What the owner's history says about a workout that does not count, or null. */
export type BoardStanding = 'not_validated' | 'removed';
export function boardStanding(flag: BoardFlag | null, review: BoardReview | null): BoardStanding | null {
  if (review === 'removed') return 'removed';
  if (review === null && flag !== null) return 'not_validated';
  return null;
}
