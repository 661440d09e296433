import { z } from 'zod';
import { defineRpc, requireProfile, requireUser } from '../../lib/rpc.js';
import { subscriptionOf } from '../payments/payments.service.js';
import * as service from './plans.service.js';

const NoInput = z.object({}).strict();

export const planRpcs = {
  get_plano_atual: defineRpc({
    summary:
      'O plano da pessoa (FREE quando não há), desde quando e até quando vale, a assinatura mensal (ativa, cancelada ou encerrada, e a renovação a pagar), o que ele libera, se a compra é feita aqui (checkout) e os links de compra e de consultoria da configuração (null quando ausentes).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => {
      const profile = requireProfile(ctx);
      const paid = await subscriptionOf(ctx.deps.db, requireUser(ctx), profile.plano_code ?? 'FREE');
      return {
        ...service.currentPlan(profile.plano_code, ctx.deps.env, {
          until: profile.plano_until,
          checkout: ctx.deps.payments !== null,
        }),
        ...paid,
      };
    },
  }),
};
