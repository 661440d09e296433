import { describe, expect, it } from 'vitest';
import { floorToHundredths, meanToHundredths } from './decimal';

describe('meanToHundredths', () => {
  it.each<[number[], number]>([
    [[1, 1, 3], 1.67], // 1.666… rounds half up: the sum 5 reaches the 1.67 threshold
    [[1, 1, 2.75], 1.58],
    [[10, 10, 10], 10],
    [[0.02, 0, 0], 0.01],
    [[0.01, 0, 0], 0],
    [[0.01, 0.02], 0.02],
    [[9.5, 9, 7.5], 8.67],
    [[], 0],
  ])('%j → %d', (values, mean) => {
    expect(meanToHundredths(values)).toBe(mean);
  });
});

describe('floorToHundredths', () => {
  it.each<[number, number]>([
    [1.15, 1.15],
    [4.666, 4.66],
    [4.669, 4.66],
    [0.29, 0.29],
    [9.999, 9.99],
  ])('%d → %d', (value, floored) => {
    expect(floorToHundredths(value)).toBe(floored);
  });
});
