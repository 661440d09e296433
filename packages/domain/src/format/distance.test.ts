import { describe, expect, it } from 'vitest';
import { formatDistance, formatMetres } from './distance';

describe('formatDistance (pt-BR: comma decimals, a space before the unit)', () => {
  it.each<[number, string]>([
    [0, '0 m'],
    [50, '50 m'],
    [100, '100 m'],
    [400.4, '400 m'],
    [850, '850 m'],
    [999, '999 m'],
    [999.4, '999 m'],
    [999.6, '1,0 km'],
    [1000, '1,0 km'],
    [1049, '1,0 km'],
    [1050, '1,1 km'],
    [1800, '1,8 km'],
    [2400, '2,4 km'],
    [5000, '5,0 km'],
    [9500, '9,5 km'],
    [40_500, '40,5 km'],
    [42_195, '42,2 km'],
    [100_000, '100,0 km'],
    [1_234_500, '1.234,5 km'],
  ])('%d m → %s', (metres, text) => expect(formatDistance(metres)).toBe(text));

  it('never writes the X.Ykm form', () => {
    for (let metres = 0; metres < 200_000; metres += 137) {
      expect(formatDistance(metres)).not.toMatch(/\d\.\d\s?km/);
    }
  });
});

describe('formatMetres', () => {
  it.each<[number, string]>([
    [50, '50 m'],
    [2400, '2.400 m'],
    [5012.4, '5.012 m'],
  ])('%d m → %s', (metres, text) => expect(formatMetres(metres)).toBe(text));
});
