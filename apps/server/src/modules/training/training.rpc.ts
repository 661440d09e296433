import {
  ActivityId,
  InsertTrainingActivitySchema,
  UpdateTrainingActivitySchema,
} from '@prontidao/domain/training/activity-input';
import { z } from 'zod';
import type { JobQueue } from '../../jobs/job-queue.js';
import { queueNotification } from '../../jobs/notify-job.js';
import { defineRpc, requireSubject, requireUser } from '../../lib/rpc.js';
import * as service from './training.service.js';

/** A workout that promoted the person: the reminder 'Promovido a Cabo!' (issue 26). */
async function withPromotionNotice<R extends { promotion: string | null }>(
  jobs: JobQueue,
  userId: string,
  result: R,
): Promise<R> {
  if (result.promotion)
    await queueNotification(jobs, {
      user_id: userId,
      kind: 'promocao',
      title: `Promovido a ${result.promotion}!`,
      body: 'Mais 10 treinos completos: você subiu de patente. Continue assim até o dia do TAF.',
      url: '/recompensas',
    });
  return result;
}

/** A person logs a few workouts a minute at most (an offline queue flushes a handful at once). */
const WRITES = { max: 120, windowSeconds: 60 };
const SubjectId = z.string().min(1).max(64);
/** Edits, deletes and reads of one activity reach only its owner's rows. */
const ownActivity = { field: 'id' as const };

export const trainingRpcs = {
  insert_training_activity: defineRpc({
    summary:
      'Registra um treino manual (corrida, natação, barra ou exercício do TAF com p_exercise e p_sets) e credita as moedas; uma chave repetida não grava de novo.',
    access: 'user',
    rateLimit: WRITES,
    input: InsertTrainingActivitySchema,
    example: { p_activity_type: 'SWIM', p_value_primary: 400, p_value_secondary: 540 },
    handler: async (input, ctx) =>
      withPromotionNotice(
        ctx.deps.jobs,
        requireUser(ctx),
        await service.insertActivity(ctx.deps.db, requireUser(ctx), input),
      ),
  }),
  update_training_activity: defineRpc({
    summary: 'Corrige um treino manual do próprio candidato; as moedas são recalculadas.',
    access: 'user',
    rateLimit: WRITES,
    input: UpdateTrainingActivitySchema,
    ownedResource: ownActivity,
    example: {
      id: '00000000-0000-4000-8000-000000000000',
      p_activity_type: 'BARRA',
      p_value_primary: 12,
    },
    handler: async (input, ctx) =>
      withPromotionNotice(
        ctx.deps.jobs,
        requireUser(ctx),
        await service.updateActivity(ctx.deps.db, requireUser(ctx), input),
      ),
  }),
  delete_training_activity: defineRpc({
    summary: 'Apaga um treino manual do próprio candidato; as moedas que ele rendeu são devolvidas.',
    access: 'user',
    rateLimit: WRITES,
    input: z.object({ id: ActivityId }).strict(),
    ownedResource: ownActivity,
    example: { id: '00000000-0000-4000-8000-000000000000' },
    handler: (input, ctx) => service.deleteActivity(ctx.deps.db, requireUser(ctx), input.id),
  }),
  get_user_training_activities: defineRpc({
    summary:
      'Histórico de treinos (o próprio, ou de um aluno que o treinador acompanha), do mais novo ao mais antigo. Quem não é o aluno recebe cada treino importado do Strava só com data, tipo e moedas (strava_redacted: true).',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'user_id', logAs: 'treinos' },
    input: z
      .object({
        limit: z.number().int().min(1).max(100).default(20),
        cursor: z.string().min(1).max(200).optional(),
        user_id: SubjectId.optional(),
      })
      .strict(),
    example: { limit: 20 },
    handler: (input, ctx) =>
      service.listActivities(ctx.deps.db, requireSubject(ctx), requireUser(ctx), input.limit, input.cursor),
  }),
  get_training_activity: defineRpc({
    summary:
      'Um treino com seus detalhes (frequência cardíaca, cadência, percurso); importado do Strava e lido por outra pessoa, só data, tipo e moedas (strava_redacted: true).',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'user_id', logAs: 'treinos' },
    input: z.object({ id: ActivityId, user_id: SubjectId.optional() }).strict(),
    ownedResource: ownActivity,
    example: { id: '00000000-0000-4000-8000-000000000000' },
    handler: (input, ctx) =>
      service.getActivity(ctx.deps.db, requireSubject(ctx), requireUser(ctx), input.id),
  }),
};
