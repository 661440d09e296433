import { describe, expect, it } from 'vitest';
import { boardName, SPORT_BOARDS } from './ranking-boards';
import { BOARD_KEYS } from './ranking-types';

describe('SPORT_BOARDS', () => {
  it('lists the twelve boards once each, run then swim, in the order of the keys', () => {
    const keys = [...SPORT_BOARDS.run, ...SPORT_BOARDS.swim].map((board) => board.key);
    expect(keys).toEqual([...BOARD_KEYS]);
  });

  it('splits the time boards by sex and says what counts on them, not the distance boards', () => {
    for (const board of [...SPORT_BOARDS.run, ...SPORT_BOARDS.swim]) {
      const isTime = board.measure === 'time';
      expect(board.sex !== null, board.key).toBe(isTime);
      expect(board.rule !== null, board.key).toBe(isTime);
    }
  });
});

describe('boardName', () => {
  it.each([
    ['run_distance_alltime', 'Distância total (Corrida)'],
    ['run_distance_monthly', 'Distância no mês (Corrida)'],
    ['run_2400_male_alltime', '2400 m masculino (Corrida)'],
    ['run_2400_female_monthly', '2400 m feminino no mês (Corrida)'],
    ['swim_distance_monthly', 'Distância no mês (Natação)'],
    ['swim_100_female_alltime', '100 m feminino (Natação)'],
    ['swim_100_male_monthly', '100 m masculino no mês (Natação)'],
  ] as const)('%s → %s', (key, name) => {
    expect(boardName(key)).toBe(name);
  });
});
