import { describe, expect, it } from 'vitest';
import type { BandsTable, LinearTable } from './edital-schema';
import { gradeTable } from './grade-table';

const reps = { sex: 'M', measure: 'reps', better: 'higher', kind: 'linear' } as const;

describe('gradeTable, linear', () => {
  it.each<[string, LinearTable, number, number, number, number]>([
    // table, pointsScale, value → nota, points
    ['quarters, 20-point scale', { ...reps, minimum: 3, top: 15, step: 0.25 }, 20, 4, 1.75, 3.5],
    [
      'quarters, 15-point scale floors points',
      { ...reps, minimum: 3, top: 15, step: 0.25 },
      15,
      4,
      1.75,
      2.62,
    ],
    ['half steps round down', { ...reps, minimum: 3, top: 15, step: 0.5 }, 10, 4, 1.5, 1.5],
    ['whole steps round down', { ...reps, minimum: 3, top: 15, step: 1 }, 10, 14, 9, 9],
    ['tenths', { ...reps, minimum: 0, top: 7, step: 0.1 }, 10, 3, 4.8, 4.8],
    ['tenths, exact', { ...reps, minimum: 1, top: 11, step: 0.1 }, 10, 4, 3.7, 3.7],
    ['at the minimum', { ...reps, minimum: 3, top: 15, step: 0.1 }, 10, 3, 1, 1],
    ['at the top', { ...reps, minimum: 3, top: 15, step: 0.1 }, 20, 15, 10, 20],
  ])('%s', (_name, table, pointsScale, value, nota, points) => {
    expect(gradeTable(table, pointsScale, value)).toEqual({ nota, points });
  });
});

describe('gradeTable, bands', () => {
  const hang: BandsTable = {
    sex: 'F',
    measure: 'seconds_hang',
    better: 'higher',
    kind: 'bands',
    rows: [
      { lower: 40, points: 15 },
      { lower: 25, upper: 39, points: 7 },
    ],
  };
  it.each<[number, number, number]>([
    [24.99, 0, 0], // below the minimum mark, no band: 0
    [25, 7, 4.66], // 10 × 7 / 15 = 4.666… floored
    [39.99, 7, 4.66], // whole seconds only
    [40, 15, 10],
    [500, 15, 10],
  ])('%d s → %d points, nota %d', (value, points, nota) => {
    expect(gradeTable(hang, 15, value)).toEqual({ nota, points });
  });
});
