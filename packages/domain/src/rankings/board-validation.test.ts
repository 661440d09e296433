import { describe, expect, it } from 'vitest';
import {
  type BoardCandidate,
  boardFlag,
  boardLimitSeconds,
  boardStanding,
  countsOnBoards,
  isJump,
  RECORD_MARGIN,
  recordSeconds,
  trackFlag,
} from './board-validation';

const run = (extra: Partial<BoardCandidate> = {}): BoardCandidate => ({
  sport: 'RUN',
  sex: 'M',
  distanceM: 10_000,
  movingS: 3000,
  segmentS: null,
  track: null,
  ...extra,
});

describe('world records', () => {
  it.each([
    ['RUN', 1500, 'M', 206.0],
    ['RUN', 2000, 'M', 283.13],
    ['RUN', 3000, 'M', 437.55],
    ['RUN', 3000, 'F', 486.11],
    ['SWIM', 100, 'M', 46.4],
    ['SWIM', 100, 'F', 51.71],
    ['SWIM', 50, null, 20.91],
  ] as const)('%s %i m (%s): the record itself', (sport, metres, sex, seconds) => {
    expect(recordSeconds(sport, metres, sex)).toBeCloseTo(seconds, 9);
  });

  it('2,400 m lies between the 2,000 m and 3,000 m records (Riegel through both)', () => {
    expect(recordSeconds('RUN', 2400, 'M')).toBeCloseTo(344.35, 1);
    expect(recordSeconds('RUN', 2400, 'F')).toBeCloseTo(381.53, 1);
    // Interpolated, it stays between the two paces.
    expect(2400 / recordSeconds('RUN', 2400, 'M')).toBeLessThan(2000 / 283.13);
    expect(2400 / recordSeconds('RUN', 2400, 'M')).toBeGreaterThan(3000 / 437.55);
  });

  it('below the first record and beyond the last, that record’s pace', () => {
    expect(recordSeconds('RUN', 50, 'M')).toBeCloseTo(4.79, 9);
    expect(recordSeconds('RUN', 20_000, 'M')).toBeCloseTo(3142, 9);
    expect(recordSeconds('SWIM', 400, 'F')).toBeCloseTo(225.7, 9);
  });

  it('the limit is the record plus the margin', () => {
    expect(RECORD_MARGIN).toBe(0.05);
    expect(boardLimitSeconds('RUN', 2400, 'M')).toBeCloseTo(361.57, 1);
    expect(boardLimitSeconds('RUN', 2400, 'F')).toBeCloseTo(400.61, 1);
    expect(boardLimitSeconds('SWIM', 100, 'M')).toBeCloseTo(48.72, 6);
    expect(boardLimitSeconds('SWIM', 100, 'F')).toBeCloseTo(54.2955, 6);
    // Unknown sex: the men's (faster) records.
    expect(boardLimitSeconds('RUN', 2400, null)).toBe(boardLimitSeconds('RUN', 2400, 'M'));
  });
});

describe('the board check', () => {
  const menLimit = boardLimitSeconds('RUN', 2400, 'M');
  const womenLimit = boardLimitSeconds('RUN', 2400, 'F');
  it.each([
    ['the crafted GPX: 2,400 m in 336 s', run({ segmentS: 336 }), 'record'],
    ['a segment just under the men’s limit', run({ segmentS: menLimit - 0.01 }), 'record'],
    ['a segment at the men’s limit', run({ segmentS: menLimit }), null],
    ['a 7:00 segment', run({ segmentS: 420 }), null],
    ['a woman’s segment just under her limit', run({ sex: 'F', segmentS: womenLimit - 0.01 }), 'record'],
    ['a woman’s segment at her limit', run({ sex: 'F', segmentS: womenLimit }), null],
    ['a man’s time a woman may not post', run({ sex: 'F', segmentS: 380 }), 'record'],
    ['the same time for a man', run({ sex: 'M', segmentS: 380 }), null],
    ['a manual 2,400 m in 420 s', run({ distanceM: 2400, movingS: 420 }), null],
    ['a manual 2,400 m in 350 s', run({ distanceM: 2400, movingS: 350 }), 'record'],
    ['a manual 10 km in 26:00 (under the record + 5 %)', run({ distanceM: 10_000, movingS: 1560 }), 'record'],
    ['a manual 10 km in 28:00', run({ distanceM: 10_000, movingS: 1680 }), null],
    ['a 100 m swim in 48 s', run({ sport: 'SWIM', distanceM: 400, movingS: 400, segmentS: 48 }), 'record'],
    ['a 100 m swim in 49 s', run({ sport: 'SWIM', distanceM: 400, movingS: 400, segmentS: 49 }), null],
    [
      'a woman’s 100 m swim in 54 s',
      run({ sport: 'SWIM', sex: 'F', distanceM: 400, movingS: 400, segmentS: 54 }),
      'record',
    ],
    ['the GPS check first', run({ segmentS: 600, track: 'gps_jump' }), 'gps_jump'],
    ['no data', run({ distanceM: null, movingS: null }), null],
  ] as const)('%s → %s', (_label, candidate, expected) => {
    expect(boardFlag(candidate)).toBe(expected);
  });
});

describe('the GPS check', () => {
  it.each([
    [99.9, 1, false],
    [100, 6.7, false],
    [100, 6.6, true],
    [150, 10, true],
    [100, 0, true],
    [2000, 200, false], // a signal lost in a tunnel: 10 m/s, not a jump
  ])('a step of %d m in %d s is a jump: %s', (metres, seconds, expected) => {
    expect(isJump(metres, seconds)).toBe(expected);
  });

  const steady = Array.from({ length: 100 }, (_, i) => ({ t: i * 10, d: i * 40 }));
  it.each([
    ['a steady 4 m/s run', 'RUN', 25, steady, null],
    ['a 100 m under 9.58 s', 'RUN', 9.57, steady, 'gps_speed'],
    ['a 100 m in exactly 9.58 s', 'RUN', 9.58, steady, null],
    ['a 50 m swim under 20.91 s', 'SWIM', 20.9, steady, 'gps_speed'],
    [
      'a point 500 m away a second later',
      'RUN',
      25,
      [...steady.slice(0, 50), { t: 491, d: 2460 + 500 }],
      'gps_jump',
    ],
    ['no track', 'RUN', null, [], null],
  ] as const)('%s → %s', (_label, sport, sprint, stream, expected) => {
    expect(trackFlag(sport, sprint, stream)).toBe(expected);
  });
});

describe('what counts and what the history says', () => {
  it.each([
    [null, null, true, null],
    ['record', null, false, 'not_validated'],
    ['gps_jump', 'kept', true, null],
    ['record', 'removed', false, 'removed'],
    [null, 'removed', false, 'removed'],
    [null, 'kept', true, null],
  ] as const)('flag %s, review %s → counts %s, standing %s', (flag, review, counts, standing) => {
    expect(countsOnBoards(flag, review)).toBe(counts);
    expect(boardStanding(flag, review)).toBe(standing);
  });
});
