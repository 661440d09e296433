import { describe, expect, it } from 'vitest';
import { formatTimeText, maskTimeText, parseTimeText } from './time-text';

describe('parseTimeText', () => {
  it.each<[string, number | undefined]>([
    ['25:30', 1530],
    ['05:00', 300],
    ['5:00', 300],
    ['0:45', 45],
    ['75:30', 4530],
    ['1:05:00', 3900],
    ['01:05:09', 3909],
    [' 12:00 ', 720],
    ['', undefined],
    ['5', undefined],
    ['5:6', undefined],
    ['1:60', undefined],
    ['1:60:00', undefined],
    ['0:00', undefined],
    ['00:00:00', undefined],
    ['12,5', undefined],
    ['-5:00', undefined],
    ['1:02:03:04', undefined],
  ])('%j → %s', (text, seconds) => expect(parseTimeText(text)).toBe(seconds));
});

describe('formatTimeText', () => {
  it.each<[number, string]>([
    [45, '00:45'],
    [1530, '25:30'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3909, '1:05:09'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatTimeText(seconds)).toBe(text);
    expect(parseTimeText(text)).toBe(seconds);
  });
});

describe('maskTimeText: the colon goes in as the simulator puts it', () => {
  it.each<[string, string]>([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['113', '1:13'],
    ['1130', '11:30'],
    ['11:30', '11:30'],
    ['7530', '75:30'],
    ['10530', '1:05:30'],
    ['1:05:30', '1:05:30'],
    ['010530', '01:05:30'],
    ['1234567', '12:34:56'],
    ['12a3', '1:23'],
  ])('%j → %j', (typed, shown) => {
    expect(maskTimeText(typed)).toBe(shown);
    if (shown.includes(':') && shown !== '0:00') expect(parseTimeText(shown)).toBeGreaterThan(0);
  });
});
