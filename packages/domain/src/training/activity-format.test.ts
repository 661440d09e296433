import { describe, expect, it } from 'vitest';
import { formatActivityPace, formatAmount, formatCoins, formatDuration } from './activity-format';
import type { TrainingActivity } from './activity-types';

const activity = (overrides: Partial<TrainingActivity>) =>
  ({
    activity_type: 'RUN',
    value_primary: 5000,
    value_secondary: 1500,
    duration_minutes: null,
    ...overrides,
  }) as TrainingActivity;

describe('formatDuration', () => {
  it.each<[number, string]>([
    [0, '0min'],
    [45 * 60, '45min'],
    [59 * 60 + 29, '59min'],
    [59 * 60 + 31, '1h 00min'],
    [3900, '1h 05min'],
    [2 * 3600 + 30 * 60, '2h 30min'],
  ])('%d s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});

describe('formatAmount', () => {
  it('says reps for the bar and the distance for the others', () => {
    expect(formatAmount(activity({ activity_type: 'BARRA', value_primary: 12 }))).toBe('12 repetições');
    expect(formatAmount(activity({ activity_type: 'BARRA', value_primary: 1 }))).toBe('1 repetição');
    expect(formatAmount(activity({ activity_type: 'SWIM', value_primary: 750 }))).toBe('750m');
    expect(formatAmount(activity({ value_primary: 2400 }))).toBe('2.4km');
    expect(formatAmount(activity({ value_primary: null }))).toBeNull();
  });
});

describe('formatActivityPace', () => {
  it('is min/km for a run and per 100 m for a swim', () => {
    expect(formatActivityPace(activity({ value_primary: 2400, value_secondary: 660 }))).toBe('4:35/km');
    expect(
      formatActivityPace(activity({ activity_type: 'SWIM', value_primary: 400, value_secondary: 480 })),
    ).toBe('2:00/100m');
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
  });
});
