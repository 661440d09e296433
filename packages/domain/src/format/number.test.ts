import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber, formatPercent, formatSpeed } from './number';

describe('formatNumber', () => {
  it.each<[number, Parameters<typeof formatNumber>[1], string]>([
    [1293, undefined, '1.293'],
    [2400, undefined, '2.400'],
    [12.47, undefined, '12'],
    [12.47, { decimals: 1 }, '12,5'],
    [13, { decimals: 1 }, '13,0'],
    [1.5, { maxDecimals: 2 }, '1,5'],
    [2, { maxDecimals: 2 }, '2'],
    [4.25, { decimals: 2 }, '4,25'],
    [-0, { decimals: 1 }, '0,0'],
    [1_000_000, undefined, '1.000.000'],
    [1234.5, { maxDecimals: 2, grouping: false }, '1234,5'],
    [1234.567, { maxDecimals: 2, grouping: false }, '1234,57'],
  ])('%d %j → %s', (value, options, text) => expect(formatNumber(value, options)).toBe(text));
});

describe('formatPercent', () => {
  it.each<[number, number | undefined, string]>([
    [0.123, undefined, '12,3%'],
    [0.5, undefined, '50%'],
    [1, undefined, '100%'],
    [0.12345, 2, '12,35%'],
    [-0, undefined, '0%'],
  ])('%d (%j decimals) → %s', (share, decimals, text) => expect(formatPercent(share, decimals)).toBe(text));

  it('reads as Intl does for pt-BR', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
    expect(formatPercent(0.4567)).toBe(intl.format(0.4567));
  });
});

describe('formatCount', () => {
  it.each<[number, string]>([
    [0, '0 moedas'],
    [1, '1 moeda'],
    [1293, '1.293 moedas'],
  ])('%d → %s', (count, text) => expect(formatCount(count, 'moeda', 'moedas')).toBe(text));
});

describe('formatSpeed', () => {
  it('has one decimal after a comma', () => {
    expect(formatSpeed(13)).toBe('13,0 km/h');
    expect(formatSpeed(12.47)).toBe('12,5 km/h');
  });
});
