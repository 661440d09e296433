import {
  ModerateRankingEntrySchema,
  ReportRankingEntrySchema,
} from '@prontidao/domain/rankings/ranking-moderation';
import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import * as service from './ranking-moderation.service.js';

/** Reports are rare: a few an hour per person is more than any honest use. */
const REPORTS = { max: 10, windowSeconds: 3600 };
const WRITES = { max: 120, windowSeconds: 60 };

export const rankingModerationRpcs = {
  report_ranking_entry: defineRpc({
    summary:
      "Denuncia uma posição de um ranking ('Denunciar'): uma vez por posição e pessoa, limitada por hora.",
    access: 'user',
    rateLimit: REPORTS,
    input: ReportRankingEntrySchema,
    example: { board: 'run_2400_male_alltime', rk: 1, display_name: 'Ninguém' },
    handler: (input, ctx) =>
      service.reportEntry(ctx.deps.db, requireUser(ctx), input, ctx.deps.env.RANKING_SOURCES, new Date()),
  }),
  admin_list_ranking_moderation: defineRpc({
    summary: 'Admin: treinos denunciados ou barrados pela verificação do ranking, com seus números.',
    access: 'admin',
    input: z.object({}).strict(),
    example: {},
    handler: (_input, ctx) => service.moderationQueue(ctx.deps.db),
  }),
  admin_moderate_ranking_entry: defineRpc({
    summary:
      "Admin: 'Remover do ranking' ou 'Manter' um treino (auditado; as denúncias dele são encerradas).",
    access: 'admin',
    rateLimit: WRITES,
    input: ModerateRankingEntrySchema,
    ownedResource: { field: 'activity_id' },
    example: { activity_id: '00000000-0000-4000-8000-000000000000', decision: 'keep' },
    handler: (input, ctx) =>
      service.moderate(ctx.deps.db, requireUser(ctx), input.activity_id, input.decision),
  }),
};
