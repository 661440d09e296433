import { turmaEditSchema, turmaFieldsSchema, turmaInviteSchema } from '@prontidao/domain/turmas/turma-input';
import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import * as service from './turmas.service.js';

const WRITES = { max: 30, windowSeconds: 60 };
/** Someone guessing links gets few tries: 20 a minute per person (like a trainer's invite). */
const JOINS = { max: 20, windowSeconds: 60 };
const Id = z.uuid({ error: 'Identificador inválido.' });
const StudentId = z.string({ error: 'Aluno inválido.' }).min(1).max(64);
const Token = z.object({
  p_token: z.string({ error: 'Link de turma ausente.' }).min(1, 'Link de turma ausente.').max(200),
});
const EXAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const TURMA_OUT =
  '{ id, name, edital_id, exam: { id, short_name, format } | null, taf_date, description, member_count, created_at, archived_at }';

export const turmaRpcs = {
  create_turma: defineRpc({
    summary: `Cria uma turma do treinador (nome, concurso do catálogo, data do TAF, descrição): ${TURMA_OUT}.`,
    access: 'trainer',
    rateLimit: WRITES,
    input: turmaFieldsSchema().strict(),
    example: { name: 'Turma CBMDF sábado', edital_id: 'cbmdf-2025-estimada', taf_date: '2031-03-01' },
    handler: (input, ctx) => service.createTurma(ctx.deps.db, requireUser(ctx), input),
  }),
  update_turma: defineRpc({
    summary: 'Renomeia ou muda o concurso, a data do TAF ou a descrição de uma turma do treinador.',
    access: 'trainer',
    rateLimit: WRITES,
    input: turmaEditSchema().extend({ id: Id }).strict(),
    ownedResource: { field: 'id' },
    example: { id: EXAMPLE_ID, name: 'Turma CBMDF domingo' },
    handler: ({ id, ...fields }, ctx) => service.updateTurma(ctx.deps.db, requireUser(ctx), id, fields),
  }),
  set_turma_archived: defineRpc({
    summary: 'Arquiva (ou reativa) uma turma: arquivada, some da lista e seus links deixam de valer.',
    access: 'trainer',
    rateLimit: WRITES,
    input: z
      .object({ id: Id, archived: z.boolean({ error: 'Informe se a turma fica arquivada.' }) })
      .strict(),
    ownedResource: { field: 'id' },
    example: { id: EXAMPLE_ID, archived: true },
    handler: (input, ctx) =>
      service.setTurmaArchived(ctx.deps.db, requireUser(ctx), input.id, input.archived),
  }),
  get_trainer_turmas: defineRpc({
    summary: `As turmas do treinador (ativas primeiro; as arquivadas com include_archived): [${TURMA_OUT}].`,
    access: 'trainer',
    input: z.object({ include_archived: z.boolean().default(false) }).strict(),
    example: {},
    handler: (input, ctx) => service.listTurmas(ctx.deps.db, requireUser(ctx), input.include_archived),
  }),
  get_turma_board: defineRpc({
    summary:
      'O quadro da turma nesta semana (São Paulo): por aluno, treinos feitos / previstos, o último simulado e sua tendência, dias sem treinar e alertas; dados só de quem compartilha.',
    access: 'trainer',
    input: z.object({ id: Id }).strict(),
    ownedResource: { field: 'id' },
    example: { id: EXAMPLE_ID },
    handler: (input, ctx) => service.getBoard(ctx.deps.db, requireUser(ctx), input.id),
  }),
  set_turma_plan: defineRpc({
    summary:
      'O plano da turma: treinos por semana (2 a 6) e as provas com ênfase (chaves do concurso da turma); vale para o plano de cada aluno que compartilha, com as marcas e ritmos dele. Devolve a turma.',
    access: 'trainer',
    rateLimit: WRITES,
    input: z
      .object({
        turma_id: Id,
        sessions_per_week: z
          .number({ error: 'Informe os treinos por semana.' })
          .int('Informe um número inteiro de treinos.')
          .min(2, 'O plano tem de 2 a 6 treinos por semana.')
          .max(6, 'O plano tem de 2 a 6 treinos por semana.'),
        emphasis: z
          .array(z.string().min(1).max(40), { error: 'Escolha as provas com ênfase.' })
          .max(10, 'Escolha no máximo 10 provas.')
          .default([]),
      })
      .strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID, sessions_per_week: 4 },
    handler: ({ turma_id, ...plan }, ctx) =>
      service.setTurmaPlan(ctx.deps.db, requireUser(ctx), turma_id, plan),
  }),
  remove_turma_member: defineRpc({
    summary: 'Tira um aluno da turma; o compartilhamento com o treinador continua (só o aluno o revoga).',
    access: 'trainer',
    rateLimit: WRITES,
    input: z.object({ turma_id: Id, student_id: StudentId }).strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID, student_id: 'aluno-exemplo' },
    handler: (input, ctx) =>
      service.removeMember(ctx.deps.db, requireUser(ctx), input.turma_id, input.student_id),
  }),
  create_turma_invite: defineRpc({
    summary:
      'Cria um link da turma para vários alunos (padrão: 50 pessoas, 30 dias): base/turma/entrar?token=… — mostrado só agora.',
    access: 'trainer',
    rateLimit: WRITES,
    input: turmaInviteSchema.extend({ turma_id: Id }).strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID },
    handler: ({ turma_id, ...limits }, ctx) =>
      service.createInvite(ctx.deps, requireUser(ctx), turma_id, limits),
  }),
  get_turma_invites: defineRpc({
    summary: 'Os links da turma ainda abertos (não revogados, no prazo, com vagas): usos, limite, validade.',
    access: 'trainer',
    input: z.object({ turma_id: Id }).strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID },
    handler: (input, ctx) => service.listInvites(ctx.deps.db, requireUser(ctx), input.turma_id),
  }),
  revoke_turma_invite: defineRpc({
    summary: 'Revoga um link da turma: ninguém mais entra por ele; quem entrou continua na turma.',
    access: 'trainer',
    rateLimit: WRITES,
    input: z.object({ id: Id }).strict(),
    ownedResource: { field: 'id' },
    example: { id: EXAMPLE_ID },
    handler: (input, ctx) => service.revokeInvite(ctx.deps.db, requireUser(ctx), input.id),
  }),
  preview_turma_invite: defineRpc({
    summary:
      "O que um link de turma oferece antes de aceitar: { status: 'valid' | 'already_member' | 'invalid_token' | 'expired_token' | 'full' | 'own_turma', turma_name, trainer_name, exam, taf_date }.",
    access: 'user',
    rateLimit: JOINS,
    input: Token.strict(),
    example: { p_token: 'token-de-exemplo' },
    handler: (input, ctx) => service.previewInvite(ctx.deps.db, requireUser(ctx), input.p_token),
  }),
  join_turma: defineRpc({
    summary:
      "O aluno aprova e entra na turma (compartilha seus dados com o treinador): { status: 'joined' | 'already_member' | 'invalid_token' | 'expired_token' | 'full' | 'own_turma', … }.",
    access: 'user',
    rateLimit: JOINS,
    input: Token.strict(),
    example: { p_token: 'token-de-exemplo' },
    handler: (input, ctx) => service.joinTurma(ctx.deps.db, requireUser(ctx), input.p_token),
  }),
  get_my_turmas: defineRpc({
    summary: 'As turmas de que o aluno faz parte, com o treinador e o concurso.',
    access: 'user',
    input: z.object({}).strict(),
    example: {},
    handler: (_input, ctx) => service.listMyTurmas(ctx.deps.db, requireUser(ctx)),
  }),
  leave_turma: defineRpc({
    summary: 'O aluno sai de uma turma; o compartilhamento com o treinador continua até ele revogá-lo.',
    access: 'user',
    rateLimit: WRITES,
    input: z.object({ turma_id: Id }).strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID },
    handler: (input, ctx) => service.leaveTurma(ctx.deps.db, requireUser(ctx), input.turma_id),
  }),
};
