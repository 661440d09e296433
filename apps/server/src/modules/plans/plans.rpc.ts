import { z } from 'zod';
import { defineRpc, requireProfile } from '../../lib/rpc.js';
import * as service from './plans.service.js';

const NoInput = z.object({}).strict();

export const planRpcs = {
  get_plano_atual: defineRpc({
    summary:
      'O plano da pessoa (FREE quando não há), o que ele libera e os links de compra e de consultoria da configuração (null quando ausentes).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => service.currentPlan(requireProfile(ctx).plano_code, ctx.deps.env),
  }),
};
