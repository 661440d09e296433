import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import * as service from './coins.service.js';

const NoInput = z.object({}).strict();

export const coinRpcs = {
  get_saldo_moedas: defineRpc({
    summary: 'Saldo de moedas do candidato (soma do extrato).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.balance(ctx.deps.db, requireUser(ctx)),
  }),
  get_coin_wallet: defineRpc({
    summary: 'Carteira: saldo, moedas por corrida, natação, barra e bônus, e treinos concluídos.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.wallet(ctx.deps.db, requireUser(ctx), ctx.deps.env.COIN_TEST_GRANT),
  }),
  add_test_coins: defineRpc({
    summary: "'+800 Moedas (Teste)', só onde a configuração do servidor permite.",
    access: 'user',
    rateLimit: { max: 10, windowSeconds: 60 },
    input: NoInput,
    example: {},
    handler: (_input, ctx) =>
      service.addTestCoins(ctx.deps.db, requireUser(ctx), ctx.deps.env.COIN_TEST_GRANT),
  }),
  get_rank_status: defineRpc({
    summary: 'Patente pelos treinos concluídos e a promoção ainda não mostrada.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.getRankStatus(ctx.deps.db, requireUser(ctx)),
  }),
  ack_promotion: defineRpc({
    summary: "Marca a promoção como vista ('PROMOVIDO!' aparece uma vez, em qualquer aparelho).",
    access: 'user',
    input: z.object({ workouts: z.number().int().min(0).max(1_000_000) }).strict(),
    example: { workouts: 10 },
    handler: (input, ctx) => service.acknowledgeRank(ctx.deps.db, requireUser(ctx), input.workouts),
  }),
};
