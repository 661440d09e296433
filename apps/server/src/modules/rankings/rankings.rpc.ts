import { BOARD_KEYS, type BoardKey } from '@prontidao/domain/rankings/ranking-types';
import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import * as service from './rankings.service.js';

const NoInput = z.object({}).strict();

const SUMMARIES: Record<BoardKey, string> = {
  run_distance_alltime: 'Ranking: distância total de corrida (geral), top 5.',
  run_distance_monthly: 'Ranking: distância de corrida no mês (São Paulo), top 5.',
  run_2400_male_alltime: 'Ranking: melhor 2400 m masculino (geral), top 5.',
  run_2400_female_alltime: 'Ranking: melhor 2400 m feminino (geral), top 5.',
  run_2400_male_monthly: 'Ranking: melhor 2400 m masculino no mês, top 5.',
  run_2400_female_monthly: 'Ranking: melhor 2400 m feminino no mês, top 5.',
  swim_distance_alltime: 'Ranking: distância total de natação (geral), top 5.',
  swim_distance_monthly: 'Ranking: distância de natação no mês (São Paulo), top 5.',
  swim_100_male_alltime: 'Ranking: melhor 100 m masculino (geral), top 5.',
  swim_100_female_alltime: 'Ranking: melhor 100 m feminino (geral), top 5.',
  swim_100_male_monthly: 'Ranking: melhor 100 m masculino no mês, top 5.',
  swim_100_female_monthly: 'Ranking: melhor 100 m feminino no mês, top 5.',
};

function boardRpc(key: BoardKey) {
  return defineRpc({
    summary: SUMMARIES[key],
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) =>
      service.boardEntries(ctx.deps.db, requireUser(ctx), key, ctx.deps.env.RANKING_SOURCES, new Date()),
  });
}

type BoardRpcs = { [K in BoardKey as `get_ranking_${K}`]: ReturnType<typeof boardRpc> };

const boardRpcs = Object.fromEntries(
  BOARD_KEYS.map((key) => [`get_ranking_${key}`, boardRpc(key)]),
) as BoardRpcs;

export const rankingRpcs = {
  ...boardRpcs,
  get_rankings: defineRpc({
    summary: 'Os doze rankings (top 5, sua posição e o motivo de não aparecer) numa só chamada.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) =>
      service.rankingsPage(ctx.deps.db, requireUser(ctx), ctx.deps.env.RANKING_SOURCES, new Date()),
  }),
};
