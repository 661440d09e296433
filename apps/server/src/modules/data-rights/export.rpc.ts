import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import { listExports, requestExport } from './export.service.js';

export const exportRpcs = {
  request_data_export: defineRpc({
    summary:
      'Pede a exportação dos próprios dados (ZIP com JSON, resumo e GPX), preparada em segundo plano; o link vale 24 horas.',
    access: 'user',
    rateLimit: { max: 3, windowSeconds: 60 * 60 },
    input: z.object({}).strict(),
    example: {},
    handler: (_input, ctx) => requestExport(ctx.deps, requireUser(ctx)),
  }),
  get_data_exports: defineRpc({
    summary:
      'As exportações de dados da própria pessoa, da mais nova à mais antiga, com o link enquanto vale.',
    access: 'user',
    input: z.object({}).strict(),
    example: {},
    handler: (_input, ctx) => listExports(ctx.deps.db, requireUser(ctx)),
  }),
};
