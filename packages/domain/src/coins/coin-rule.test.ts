import { describe, expect, it } from 'vitest';
import {
  COIN_RULES,
  type CoinExercise,
  capToWeek,
  coinsForActivity,
  coinsForExercise,
  EXERCISE_COINS_PER_SESSION,
  EXERCISE_COINS_PER_WEEK,
  earnsRegularityBonus,
  snippetCost,
} from './coin-rule';

describe('coinsForActivity', () => {
  it.each<[string, number, number]>([
    ['RUN', 399, 0],
    ['RUN', 400, 1],
    ['RUN', 2400, 6],
    ['RUN', 2799.9, 6],
    ['SWIM', 49, 0],
    ['SWIM', 50, 1],
    ['SWIM', 1000, 20],
    ['BARRA', 9, 0],
    ['BARRA', 10, 1],
    ['BARRA', 25, 2],
    ['RIDE', 20_000, 0],
    ['OTHER', 100, 0],
    ['RUN', 0, 0],
    ['RUN', -400, 0],
    ['RUN', Number.NaN, 0],
  ])('%s %d → %d', (type, amount, coins) => expect(coinsForActivity({ type, amount })).toBe(coins));

  it('says each rule as the wallet shows it', () => {
    expect(Object.values(COIN_RULES).map((rule) => rule.label)).toEqual([
      '1 a cada 400 m',
      '1 a cada 50 m',
      '1 a cada 10 repetições',
    ]);
  });
});

describe('regularity bonus', () => {
  it.each<[number, number, boolean]>([
    [3, 3, true],
    [5, 4, true],
    [2, 3, false],
    [3, 2, false],
    [0, 0, false],
  ])('%d workouts after %d → %s', (week, previous, earns) =>
    expect(earnsRegularityBonus(week, previous)).toBe(earns),
  );
});

describe('snippetCost', () => {
  it.each([
    [0, 100],
    [1, 150],
    [4, 300],
  ])('snippet %d needs %d coins', (position, cost) => expect(snippetCost(position)).toBe(cost));
});

describe('the TAF exercises (decision 046)', () => {
  it.each<[CoinExercise, number]>([
    [{ exercise: 'flexao', primary: 19, sets: null }, 0],
    [{ exercise: 'flexao', primary: 20, sets: null }, 1],
    [{ exercise: 'flexao', primary: 35, sets: 2 }, 1],
    [{ exercise: 'abdominal', primary: 199, sets: 5 }, 9],
    [{ exercise: 'abdominal', primary: 200, sets: 5 }, 10],
    [{ exercise: 'abdominal', primary: 1000, sets: 10 }, EXERCISE_COINS_PER_SESSION],
    [{ exercise: 'isometria', primary: 29, sets: null }, 0],
    [{ exercise: 'isometria', primary: 30, sets: null }, 1],
    [{ exercise: 'isometria', primary: 25, sets: 4 }, 3],
    [{ exercise: 'isometria', primary: 600, sets: 30 }, EXERCISE_COINS_PER_SESSION],
    [{ exercise: 'impulsao', primary: 185, sets: null }, 2],
    [{ exercise: 'salto_altura', primary: 140, sets: null }, 2],
    [{ exercise: 'sprint', primary: 50, sets: 10 }, 2],
    [{ exercise: 'shuttle_run', primary: null, sets: null }, 2],
    [{ exercise: 'flexao', primary: null, sets: null }, 0],
  ])('%j → %d', (exercise, coins) => expect(coinsForExercise(exercise)).toBe(coins));

  it('caps the week: what the other sessions of the week hold leaves the rest', () => {
    expect(capToWeek(10, 0)).toBe(10);
    expect(capToWeek(10, EXERCISE_COINS_PER_WEEK - 4)).toBe(4);
    expect(capToWeek(10, EXERCISE_COINS_PER_WEEK)).toBe(0);
    expect(capToWeek(2, EXERCISE_COINS_PER_WEEK + 5)).toBe(0);
  });

  it('leaves the run, swim and bar rule alone: an EXERCISE earns nothing by it', () => {
    expect(coinsForActivity({ type: 'EXERCISE', amount: 100 })).toBe(0);
    expect(Object.keys(COIN_RULES)).toEqual(['RUN', 'SWIM', 'BARRA']);
  });
});
