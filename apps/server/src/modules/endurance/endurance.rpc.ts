import { z } from 'zod';
import { defineRpc, requireSubject, requireUser } from '../../lib/rpc.js';
import { scopeFor } from '../training/activity-history.service.js';
import * as service from './endurance.service.js';

/** Whose data: a student's id (a trainer or admin viewing), or absent for the viewer's own. */
const StudentInput = z
  .object({
    p_student: z.string().min(1).max(64).optional(),
  })
  .strict();

export const enduranceRpc = {
  endurance_metrics: defineRpc({
    summary:
      'Métricas de resistência (VO2máx, VAM, FCmáx, TLim, limiares, cadência e zonas Z1–Z5) do candidato ou de um aluno acompanhado; null sem teste TT2400 ou TT 2-3km. Para quem não é o aluno, sem as corridas importadas do Strava.',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'p_student', logAs: 'metricas' },
    input: StudentInput,
    example: {},
    handler: (_input, ctx) =>
      service.getEnduranceMetrics(
        ctx.deps.db,
        requireSubject(ctx),
        scopeFor(requireUser(ctx), requireSubject(ctx)),
      ),
  }),
  get_relatorio_bio: defineRpc({
    summary:
      'Relatório corporal (idade, altura, peso e seu histórico, IMC com a categoria da OMS) do candidato ou de um aluno acompanhado. Nunca público.',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'p_student', logAs: 'relatorios' },
    input: StudentInput,
    example: {},
    handler: (_input, ctx) => service.getBodyReport(ctx.deps.db, requireSubject(ctx)),
  }),
};
