import { z } from 'zod';
import { defineRpc, requireProfile } from '../../lib/rpc.js';
import * as service from './plans.service.js';

const NoInput = z.object({}).strict();

export const planRpcs = {
  get_plano_atual: defineRpc({
    summary:
      'O plano da pessoa (FREE quando não há), até quando vale, o que ele libera, se a compra é feita aqui (checkout) e os links de compra e de consultoria da configuração (null quando ausentes).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => {
      const profile = requireProfile(ctx);
      return service.currentPlan(profile.plano_code, ctx.deps.env, {
        until: profile.plano_until,
        checkout: ctx.deps.payments !== null,
      });
    },
  }),
};
