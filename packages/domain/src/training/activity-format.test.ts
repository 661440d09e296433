import { describe, expect, it } from 'vitest';
import {
  activityFacts,
  formatActivityPace,
  formatActivityTime,
  formatAmount,
  formatCoins,
} from './activity-format';
import type { TrainingActivity } from './activity-types';

const activity = (overrides: Partial<TrainingActivity>) =>
  ({
    activity_type: 'RUN',
    value_primary: 5000,
    value_secondary: 1500,
    duration_minutes: null,
    ...overrides,
  }) as TrainingActivity;

describe('formatActivityTime: a recorded time keeps its seconds (a mark), logged minutes stay minutes', () => {
  it.each<[number | null, number | null, string | null]>([
    [690, null, '11:30'],
    [600, 10, '10:00'],
    [59 * 60 + 31, null, '59:31'],
    [3725, null, '1:02:05'],
    [null, 45, '45 min'],
    [null, 65, '1 h 05 min'],
    [null, null, null],
  ])('%j s / %j min → %j', (value_secondary, duration_minutes, text) =>
    expect(formatActivityTime({ value_secondary, duration_minutes })).toBe(text),
  );
});

describe('activityFacts', () => {
  it("a 2,4 km run in 11:30 reads '2,4 km · 11:30 · 4:48/km', never '12min' or '2.4km'", () => {
    expect(activityFacts(activity({ value_primary: 2400, value_secondary: 690 }) as never)).toEqual([
      '2,4 km',
      '11:30',
      '4:48/km',
    ]);
  });
});

describe('formatAmount', () => {
  it('says reps for the bar and the distance for the others', () => {
    expect(formatAmount(activity({ activity_type: 'BARRA', value_primary: 12 }))).toBe('12 repetições');
    expect(formatAmount(activity({ activity_type: 'BARRA', value_primary: 1 }))).toBe('1 repetição');
    expect(formatAmount(activity({ activity_type: 'SWIM', value_primary: 750 }))).toBe('750 m');
    expect(formatAmount(activity({ value_primary: 2400 }))).toBe('2,4 km');
    expect(formatAmount(activity({ value_primary: null }))).toBeNull();
  });
});

describe('formatActivityPace', () => {
  it('is min/km for a run and per 100 m for a swim', () => {
    expect(formatActivityPace(activity({ value_primary: 2400, value_secondary: 660 }))).toBe('4:35/km');
    expect(
      formatActivityPace(activity({ activity_type: 'SWIM', value_primary: 400, value_secondary: 480 })),
    ).toBe('2:00/100 m');
    // Whole minutes when no moving time was recorded.
    expect(
      formatActivityPace(activity({ value_primary: 10_000, value_secondary: null, duration_minutes: 50 })),
    ).toBe('5:00/km');
    expect(formatActivityPace(activity({ activity_type: 'BARRA', value_primary: 10 }))).toBeNull();
    expect(formatActivityPace(activity({ value_secondary: null }))).toBeNull();
  });
});

describe('formatCoins', () => {
  it('agrees in number', () => {
    expect(formatCoins(1)).toBe('1 moeda');
    expect(formatCoins(0)).toBe('0 moedas');
    expect(formatCoins(6)).toBe('6 moedas');
    expect(formatCoins(1293)).toBe('1.293 moedas');
  });
});
