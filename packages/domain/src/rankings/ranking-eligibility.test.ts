import { describe, expect, it } from 'vitest';
import { boardDistance, boardTime, type RankableActivity } from './ranking-eligibility';
import { BOARD_KEYS, boardSpec } from './ranking-types';

const run = (extra: Partial<RankableActivity> = {}): RankableActivity => ({
  activity_type: 'RUN',
  source: 'file',
  value_primary: 2450,
  value_secondary: 600,
  best_2400_s: null,
  best_100_s: null,
  ...extra,
});
const swim = (extra: Partial<RankableActivity> = {}) =>
  run({ activity_type: 'SWIM', value_primary: 105, value_secondary: 105, ...extra });
const DEFAULT = ['manual', 'file'] as const;

describe('distance boards', () => {
  it.each([
    ['a manual run', run({ source: 'manual', value_primary: 5000 }), DEFAULT, 5000],
    ['a file swim', swim({ value_primary: 1500 }), DEFAULT, 1500],
    ['a Strava run by default', run({ source: 'strava' }), DEFAULT, null],
    ['a Strava run when configured', run({ source: 'strava' }), ['manual', 'file', 'strava'] as const, 2450],
    ['a bar workout', run({ activity_type: 'BARRA', value_primary: 10 }), DEFAULT, null],
    ['a ride', run({ activity_type: 'RIDE' }), DEFAULT, null],
    ['no distance', run({ value_primary: 0 }), DEFAULT, null],
    ['not validated for the boards', run({ board_flag: 'record' }), DEFAULT, null],
    ['removed by an admin', run({ board_review: 'removed' }), DEFAULT, null],
    ['flagged, kept by an admin', run({ board_flag: 'gps_jump', board_review: 'kept' }), DEFAULT, 2450],
  ])('%s', (_label, activity, sources, expected) => {
    expect(boardDistance(activity, sources)).toBe(expected);
  });
});

describe('time boards', () => {
  it('never count a manual (typed) activity, even in the window', () => {
    expect(boardTime(run({ source: 'manual' }), DEFAULT)).toBeNull();
  });
  it('scale the moving time of a 2400–2500 m device run to exactly 2400 m', () => {
    expect(boardTime(run({ value_primary: 2500, value_secondary: 625 }), DEFAULT)).toBeCloseTo(600, 9);
    expect(boardTime(run({ value_primary: 2400, value_secondary: 600 }), DEFAULT)).toBe(600);
  });
  it.each([2399, 2501, 5000])('ignore a run of %i m without a segment', (metres) => {
    expect(boardTime(run({ value_primary: metres }), DEFAULT)).toBeNull();
  });
  it('take the fastest 2400 m segment of a longer run', () => {
    expect(boardTime(run({ value_primary: 10_000, value_secondary: 3000, best_2400_s: 660 }), DEFAULT)).toBe(
      660,
    );
  });
  it('take the segment when there is one, even when the scaled moving time is quicker (pauses count)', () => {
    expect(boardTime(run({ value_primary: 2400, value_secondary: 600, best_2400_s: 590 }), DEFAULT)).toBe(
      590,
    );
    expect(boardTime(run({ value_primary: 2400, value_secondary: 580, best_2400_s: 590 }), DEFAULT)).toBe(
      590,
    );
  });
  it('scale swims of 100–110 m to 100 m', () => {
    expect(boardTime(swim({ value_primary: 110, value_secondary: 88 }), DEFAULT)).toBeCloseTo(80, 9);
    expect(boardTime(swim({ value_primary: 111, value_secondary: 88 }), DEFAULT)).toBeNull();
    expect(boardTime(swim({ value_primary: 400, value_secondary: 400, best_100_s: 70 }), DEFAULT)).toBe(70);
  });
  it('never count a workout that failed the board check or that an admin removed', () => {
    expect(
      boardTime(run({ best_2400_s: 336, value_primary: 3000, board_flag: 'record' }), DEFAULT),
    ).toBeNull();
    expect(boardTime(run({ best_2400_s: 600, board_review: 'removed' }), DEFAULT)).toBeNull();
    expect(boardTime(run({ best_2400_s: 600, board_flag: 'gps_speed', board_review: 'kept' }), DEFAULT)).toBe(
      600,
    );
    expect(boardTime(run({ best_2400_s: 0, value_primary: 9000 }), DEFAULT)).toBeNull();
  });
  it('keep Strava out unless configured', () => {
    expect(boardTime(run({ source: 'strava' }), DEFAULT)).toBeNull();
    expect(boardTime(run({ source: 'strava' }), ['manual', 'file', 'strava'])).toBe((600 * 2400) / 2450);
  });
});

describe('board keys', () => {
  it('name sport, measure, sex and period', () => {
    expect(BOARD_KEYS).toHaveLength(12);
    expect(boardSpec('run_distance_monthly')).toEqual({
      key: 'run_distance_monthly',
      sport: 'RUN',
      measure: 'distance',
      sex: null,
      period: 'monthly',
    });
    expect(boardSpec('swim_100_female_alltime')).toEqual({
      key: 'swim_100_female_alltime',
      sport: 'SWIM',
      measure: 'time',
      sex: 'F',
      period: 'alltime',
    });
    expect(new Set(BOARD_KEYS.map((k) => JSON.stringify(boardSpec(k)))).size).toBe(12);
  });
});
