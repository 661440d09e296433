import { describe, expect, it } from 'vitest';
import { formatDecimalText, parseDecimalText } from './decimal-text';

describe('parseDecimalText', () => {
  it.each<[string, number | undefined]>([
    ['63,2', 63.2],
    ['63.2', 63.2],
    [' 72,5 ', 72.5],
    ['174', 174],
    ['0,5', 0.5],
    ['', undefined],
    ['   ', undefined],
    ['63,', undefined],
    [',5', undefined],
    ['6,3,2', undefined],
    ['1.234,5', undefined],
    ['-5', undefined],
    ['1e3', undefined],
    ['setenta', undefined],
  ])('%j → %s', (text, value) => expect(parseDecimalText(text)).toBe(value));
});

describe('formatDecimalText', () => {
  it.each<[number, string]>([
    [63.2, '63,2'],
    [70, '70'],
    [2.4, '2,4'],
    [0.125, '0,125'],
  ])('%d → %s, which reads back', (value, text) => {
    expect(formatDecimalText(value)).toBe(text);
    expect(parseDecimalText(text)).toBe(value);
  });
});
