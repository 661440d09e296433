import { describe, expect, it } from 'vitest';
import {
  isDailyLimitExhausted,
  nextQuarterHour,
  nextUtcMidnight,
  parseRateLimit,
  retryAfterSeconds,
} from './rate-limit.js';

const headers = (limit: string, usage: string, read?: [string, string]) =>
  new Headers({
    'X-RateLimit-Limit': limit,
    'X-RateLimit-Usage': usage,
    ...(read ? { 'X-ReadRateLimit-Limit': read[0], 'X-ReadRateLimit-Usage': read[1] } : {}),
  });

describe('parseRateLimit', () => {
  it('reads "15-minute,daily" pairs from both header families (Strava sends them in any case)', () => {
    const rate = parseRateLimit(
      new Headers({
        'x-ratelimit-limit': '200,2000',
        'x-ratelimit-usage': '12, 340',
        'X-ReadRateLimit-Limit': '100,1000',
        'X-ReadRateLimit-Usage': '101,340',
      }),
    );
    expect(rate).toEqual({
      overall: { fifteenMinutes: { limit: 200, usage: 12 }, daily: { limit: 2000, usage: 340 } },
      read: { fifteenMinutes: { limit: 100, usage: 101 }, daily: { limit: 1000, usage: 340 } },
    });
  });

  it.each([
    ['missing', new Headers()],
    ['one value', headers('600', '10')],
    ['not numbers', headers('a,b', '1,2')],
    ['negative', headers('600,30000', '-1,2')],
  ])('ignores %s headers', (_label, given) => {
    expect(parseRateLimit(given)).toEqual({});
  });
});

describe('window edges (UTC)', () => {
  it.each([
    ['2026-11-23T10:00:00.000Z', '2026-11-23T10:15:00.000Z'],
    ['2026-11-23T10:00:00.001Z', '2026-11-23T10:15:00.000Z'],
    ['2026-11-23T10:14:59.999Z', '2026-11-23T10:15:00.000Z'],
    ['2026-11-23T10:15:00.000Z', '2026-11-23T10:30:00.000Z'],
    ['2026-11-23T10:44:10.000Z', '2026-11-23T10:45:00.000Z'],
    ['2026-11-23T23:50:00.000Z', '2026-11-24T00:00:00.000Z'],
  ])('next quarter hour after %s is %s', (now, expected) => {
    expect(nextQuarterHour(new Date(now)).toISOString()).toBe(expected);
  });

  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z'],
    ['2026-11-23T23:59:59.999Z', '2026-11-24T00:00:00.000Z'],
    ['2026-12-31T12:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('next UTC midnight after %s is %s', (now, expected) => {
    expect(nextUtcMidnight(new Date(now)).toISOString()).toBe(expected);
  });
});

describe('retryAfterSeconds', () => {
  const short = parseRateLimit(headers('200,2000', '201,900'));
  const daily = parseRateLimit(headers('200,2000', '15,2001'));
  const readDaily = parseRateLimit(headers('200,2000', '15,900', ['100,1000', '15,1000']));

  it.each([
    ['15-minute window spent, 7 min 30 s before :15', short, '2026-11-23T10:07:30.000Z', 450],
    [
      '15-minute window spent, 1 ms before :15 (rounded up to a whole second)',
      short,
      '2026-11-23T10:14:59.999Z',
      1,
    ],
    [
      '15-minute window spent exactly at :15 (the new window is spent too)',
      short,
      '2026-11-23T10:15:00.000Z',
      900,
    ],
    ['15-minute window spent at 23:59 (the quarter ends at midnight)', short, '2026-11-23T23:59:00.000Z', 60],
    ['daily window spent at 21:00 UTC (18:00 in Brasília)', daily, '2026-11-23T21:00:00.000Z', 3 * 3600],
    ['daily read window spent (X-ReadRateLimit)', readDaily, '2026-11-23T12:00:00.000Z', 12 * 3600],
    ['daily window spent exactly at midnight', daily, '2026-11-24T00:00:00.000Z', 24 * 3600],
    ['no headers at all: the next quarter hour', {}, '2026-11-23T10:10:00.000Z', 300],
  ])('%s → %i s', (_label, rate, now, expected) => {
    expect(retryAfterSeconds(rate, new Date(now))).toBe(expected);
  });

  it('tells a spent daily window from a spent 15-minute one', () => {
    expect(isDailyLimitExhausted(daily)).toBe(true);
    expect(isDailyLimitExhausted(readDaily)).toBe(true);
    expect(isDailyLimitExhausted(short)).toBe(false);
  });
});
