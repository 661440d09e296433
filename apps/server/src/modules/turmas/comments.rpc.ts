import { isRealDate } from '@prontidao/domain/profile/profile-schema';
import { safeText } from '@prontidao/domain/text/safe-text';
import { z } from 'zod';
import { queueNotification } from '../../jobs/notify-job.js';
import { defineRpc, type RpcContext, requireSubject, requireUser } from '../../lib/rpc.js';
import * as service from './comments.service.js';

const WRITES = { max: 30, windowSeconds: 60 };
const Id = z.uuid({ error: 'Identificador inválido.' });
const SubjectId = z.string().min(1).max(64).optional();
const Body = safeText('Escreva o comentário.').pipe(
  z.string().min(1, 'Escreva o comentário.').max(1000, 'O comentário pode ter no máximo 1.000 caracteres.'),
);
const Monday = z
  .string({ error: 'Semana inválida.' })
  .refine(
    (value) => isRealDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1,
    'Semana inválida.',
  );
const DISCUSS = { policy: 'canDiscussWithStudent', field: 'user_id' } as const;
const THREAD =
  "[{ id, body, created_at, author_name, author_role: 'aluno' | 'treinador', mine }], do mais antigo ao mais novo";
const EXAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** A trainer wrote on the student's thread: the student hears of it (issue 26); their own replies, not. */
async function noticeToStudent(ctx: RpcContext, title: string, body: string, url: string) {
  const studentId = requireSubject(ctx);
  if (studentId === requireUser(ctx)) return;
  await queueNotification(ctx.deps.jobs, {
    user_id: studentId,
    kind: 'treinador',
    title,
    body: body.length > 140 ? `${body.slice(0, 139)}…` : body,
    url,
  });
}

export const commentRpcs = {
  get_session_comments: defineRpc({
    summary: `A conversa sobre um treino do aluno (o aluno e seus treinadores com acesso): ${THREAD}.`,
    access: 'user',
    subject: DISCUSS,
    input: z.object({ activity_id: Id, user_id: SubjectId }).strict(),
    ownedResource: { field: 'activity_id' },
    example: { activity_id: EXAMPLE_ID },
    handler: (input, ctx) =>
      service.getStudentThread(ctx.deps.db, requireUser(ctx), {
        kind: 'activity',
        studentId: requireSubject(ctx),
        activityId: input.activity_id,
      }),
  }),
  post_session_comment: defineRpc({
    summary: 'Comenta um treino do aluno (o próprio aluno responde); devolve a conversa.',
    access: 'user',
    subject: DISCUSS,
    rateLimit: WRITES,
    input: z.object({ activity_id: Id, user_id: SubjectId, body: Body }).strict(),
    ownedResource: { field: 'activity_id' },
    example: { activity_id: EXAMPLE_ID, body: 'Boa! Na próxima, segure 2 s no alto.' },
    handler: async (input, ctx) => {
      const thread = await service.postOnStudentThread(
        ctx.deps.db,
        requireUser(ctx),
        { kind: 'activity', studentId: requireSubject(ctx), activityId: input.activity_id },
        input.body,
      );
      await noticeToStudent(ctx, 'Seu treinador comentou um treino', input.body, '/aluno/treinos');
      return thread;
    },
  }),
  get_week_comments: defineRpc({
    summary: `A conversa sobre uma semana do aluno (week_start: a segunda-feira): ${THREAD}.`,
    access: 'user',
    subject: DISCUSS,
    input: z.object({ week_start: Monday, user_id: SubjectId }).strict(),
    example: { week_start: '2026-11-23' },
    handler: (input, ctx) =>
      service.getStudentThread(ctx.deps.db, requireUser(ctx), {
        kind: 'week',
        studentId: requireSubject(ctx),
        weekStart: input.week_start,
      }),
  }),
  post_week_comment: defineRpc({
    summary: 'Comenta uma semana do aluno (o próprio aluno responde); devolve a conversa.',
    access: 'user',
    subject: DISCUSS,
    rateLimit: WRITES,
    input: z.object({ week_start: Monday, user_id: SubjectId, body: Body }).strict(),
    example: { week_start: '2026-11-23', body: 'Semana puxada: descanse bem no domingo.' },
    handler: async (input, ctx) => {
      const thread = await service.postOnStudentThread(
        ctx.deps.db,
        requireUser(ctx),
        { kind: 'week', studentId: requireSubject(ctx), weekStart: input.week_start },
        input.body,
      );
      await noticeToStudent(ctx, 'Seu treinador comentou sua semana', input.body, '/aluno/plano');
      return thread;
    },
  }),
  post_turma_note: defineRpc({
    summary: "Um recado do treinador para a turma inteira ('Treino coletivo sábado 7h'); devolve os recados.",
    access: 'trainer',
    rateLimit: WRITES,
    input: z.object({ turma_id: Id, body: Body }).strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID, body: 'Treino coletivo sábado 7h, pista do CETEB' },
    handler: (input, ctx) => service.postTurmaNote(ctx.deps.db, requireUser(ctx), input.turma_id, input.body),
  }),
  get_turma_notes: defineRpc({
    summary: `Os recados de uma turma, para o treinador e os alunos dela: ${THREAD}.`,
    access: 'user',
    input: z.object({ turma_id: Id }).strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID },
    handler: (input, ctx) => service.getTurmaNotes(ctx.deps.db, requireUser(ctx), input.turma_id),
  }),
};
