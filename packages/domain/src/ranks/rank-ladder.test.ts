import { describe, expect, it } from 'vitest';
import { isPromotion, RANKS, rankFor } from './rank-ladder';

describe('rankFor', () => {
  it.each<[number, string, string | null, number]>([
    [0, 'Soldado 2ª Classe', 'Soldado 1ª Classe', 0],
    [9, 'Soldado 2ª Classe', 'Soldado 1ª Classe', 9],
    [10, 'Soldado 1ª Classe', 'Cabo', 0],
    [19, 'Soldado 1ª Classe', 'Cabo', 9],
    [20, 'Cabo', '3º Sargento', 0],
    [60, 'Sub-Tenente', '2º Tenente', 0],
    [119, 'Tenente-Coronel', 'Coronel', 9],
    [120, 'Coronel', null, 0],
    [500, 'Coronel', null, 0],
    [-3, 'Soldado 2ª Classe', 'Soldado 1ª Classe', 0],
    [12.7, 'Soldado 1ª Classe', 'Cabo', 2],
  ])('%d workouts → %s (next %s, %d/10)', (workouts, rank, next, progress) => {
    expect(rankFor(workouts)).toEqual({ rank, next, progress, goal: 10 });
  });

  it('has the 13 ranks of the spec, every 10 workouts', () => {
    expect(RANKS).toHaveLength(13);
    for (const [index, rank] of RANKS.entries()) expect(rankFor(index * 10).rank).toBe(rank);
  });
});

describe('isPromotion', () => {
  it.each<[number, number, boolean]>([
    [9, 10, true],
    [8, 10, true],
    [10, 11, false],
    [0, 0, false],
    [10, 10, false],
    [11, 10, false],
    [119, 120, true],
    [129, 130, false],
  ])('%d → %d: %s', (before, after, promoted) => expect(isPromotion(before, after)).toBe(promoted));
});
