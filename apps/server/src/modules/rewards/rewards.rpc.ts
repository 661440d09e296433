import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import * as service from './rewards.service.js';

const NoInput = z.object({}).strict();

export const rewardsRpcs = {
  get_user_kb_snippets: defineRpc({
    summary:
      'Pílulas de Conhecimento por posição; as bloqueadas (saldo abaixo de 100 + 50 × posição) vêm sem texto nem fonte.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.getUserKbSnippets(ctx.deps.db, requireUser(ctx)),
  }),
  get_premium_contents: defineRpc({
    summary:
      'Os três conteúdos premium (disponíveis enquanto o saldo alcança o custo, com o que falta) e o link do regulamento oficial.',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.getPremiumContents(ctx.deps.db, ctx.deps.env, requireUser(ctx)),
  }),
};
