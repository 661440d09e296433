import { describe, expect, it } from 'vitest';
import { COIN_RULES, coinsForActivity, earnsRegularityBonus, snippetCost } from './coin-rule';

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
