import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it.each<[number, string]>([
    [0, '0m'],
    [50, '50m'],
    [100, '100m'],
    [400.4, '400m'],
    [999, '999m'],
    [999.4, '999m'],
    [999.6, '1.0km'],
    [1000, '1.0km'],
    [1049, '1.0km'],
    [1050, '1.1km'],
    [2400, '2.4km'],
    [5000, '5.0km'],
    [42_195, '42.2km'],
    [100_000, '100.0km'],
  ])('%d m → %s', (metres, text) => expect(formatDistance(metres)).toBe(text));
});
