import { describe, expect, it } from 'vitest';
import { formatMarkTime, formatMinutes, formatMinutesSeconds, formatPace } from './duration';

describe('formatMarkTime: m:ss under an hour, h:mm:ss from an hour on', () => {
  it.each<[number, string]>([
    [0, '0:00'],
    [59.6, '1:00'],
    [600, '10:00'],
    [690, '11:30'],
    [3599, '59:59'],
    [3599.6, '1:00:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
  ])('%d s → %s', (seconds, text) => expect(formatMarkTime(seconds)).toBe(text));
});

describe('formatMinutesSeconds', () => {
  it.each<[number, string]>([
    [690, '11:30'],
    [4500, '75:00'],
  ])('%d s → %s', (seconds, text) => expect(formatMinutesSeconds(seconds)).toBe(text));
});

describe('formatMinutes', () => {
  it.each<[number, string]>([
    [0, '0 min'],
    [45 * 60, '45 min'],
    [59 * 60 + 29, '59 min'],
    [59 * 60 + 31, '1 h 00 min'],
    [3900, '1 h 05 min'],
  ])('%d s → %s', (seconds, text) => expect(formatMinutes(seconds)).toBe(text));
});

describe('formatPace', () => {
  it('per km and per 100 m', () => {
    expect(formatPace(275, 'km')).toBe('4:35/km');
    expect(formatPace(85, '100 m')).toBe('1:25/100 m');
  });
});
