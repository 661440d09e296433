import { z } from 'zod';
import { defineRpc } from '../../lib/rpc.js';
import * as service from './admin-analytics.service.js';

const AnalyticsInput = z
  .object({
    weeks: z.number().int().min(service.MIN_WEEKS).max(service.MAX_WEEKS).default(service.DEFAULT_WEEKS),
  })
  .strict();

export const adminAnalyticsRpcs = {
  get_admin_analytics: defineRpc({
    summary:
      'Admin: por semana ISO (segunda-feira, São Paulo), da mais antiga à atual — cadastros, usuários ativos, simulados, corridas, natações, barras e taxa de aptos — e o funil de todo o período (cadastro → perfil completo → primeiro simulado → primeiro treino).',
    access: 'admin',
    input: AnalyticsInput,
    example: { weeks: 12 },
    handler: (input, ctx) => service.adminAnalytics(ctx.deps.db, input.weeks, new Date()),
  }),
};
