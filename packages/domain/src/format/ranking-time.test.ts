import { describe, expect, it } from 'vitest';
import { formatRankingTime } from './ranking-time';

describe('formatRankingTime', () => {
  it.each<[number, string]>([
    [0, '0:00.00'],
    [0.004, '0:00.00'],
    [0.005, '0:00.01'],
    [5.3, '0:05.30'],
    [59.99, '0:59.99'],
    [59.994, '0:59.99'],
    [59.996, '1:00.00'],
    [60, '1:00.00'],
    [65.3, '1:05.30'],
    [581.07, '9:41.07'],
    [599.999, '10:00.00'],
    [612.345, '10:12.35'],
    [3599.99, '59:59.99'],
    [4500, '75:00.00'],
  ])('%d s → %s', (seconds, text) => expect(formatRankingTime(seconds)).toBe(text));

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (seconds) =>
    expect(() => formatRankingTime(seconds)).toThrow(RangeError),
  );
});
