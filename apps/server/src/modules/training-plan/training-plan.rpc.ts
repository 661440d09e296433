import { z } from 'zod';
import { defineRpc, requireSubject, requireUser } from '../../lib/rpc.js';
import * as service from './training-plan.service.js';

// The training plan back from the TAF date (issue 14; docs/decisions/036-training-plan.md).

const WRITES = { max: 60, windowSeconds: 60 };

/** 'apto' (with a margin), 'medalha' (bronze) or a grade from 1 to 10. */
const GoalSchema = z.union([
  z.enum(['apto', 'medalha']),
  z
    .number({ error: 'Escolha apto, medalha ou uma nota de 1 a 10.' })
    .min(1, 'A nota desejada vai de 1 a 10.')
    .max(10, 'A nota desejada vai de 1 a 10.'),
]);

export const SetTrainingPlanSettingsSchema = z
  .object({
    sessions_per_week: z
      .number({ error: 'Escolha de 2 a 6 treinos por semana.' })
      .int('Escolha de 2 a 6 treinos por semana.')
      .min(2, 'Escolha de 2 a 6 treinos por semana.')
      .max(6, 'Escolha de 2 a 6 treinos por semana.'),
    goal: GoalSchema,
  })
  .strict();

export const trainingPlanRpcs = {
  get_training_plan: defineRpc({
    summary:
      'Plano de treino do candidato (ou de um aluno acompanhado) da semana de hoje até a data do TAF: metas por prova do edital, semanas em blocos, sessões de "Esta semana" marcadas pelos treinos registrados e projeção da nota. Sem plano Avançado, só a prévia (metas, esta semana e projeção).',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'user_id', logAs: 'treinos' },
    input: z
      .object({
        /** Whose plan; the viewer's own when absent. */
        user_id: z.string().min(1).max(64).optional(),
      })
      .strict(),
    example: {},
    handler: (_input, ctx) => service.getTrainingPlan(ctx.deps.db, requireSubject(ctx), requireUser(ctx)),
  }),
  set_training_plan_settings: defineRpc({
    summary:
      'Grava a disponibilidade (2 a 6 treinos por semana) e o objetivo (apto, medalha ou nota de 1 a 10) do próprio candidato e devolve o plano recalculado.',
    access: 'user',
    rateLimit: WRITES,
    input: SetTrainingPlanSettingsSchema,
    example: { sessions_per_week: 4, goal: 'apto' },
    handler: (input, ctx) => service.setTrainingPlanSettings(ctx.deps.db, requireUser(ctx), input),
  }),
};
