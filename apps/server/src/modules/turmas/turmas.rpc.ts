import { isoDate } from '@prontidao/domain/profile/profile-schema';
import { safeText } from '@prontidao/domain/text/safe-text';
import { turmaEditSchema, turmaFieldsSchema, turmaInviteSchema } from '@prontidao/domain/turmas/turma-input';
import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import * as challenges from './turma-challenge.service.js';
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
  create_turma_challenge: defineRpc({
    summary:
      "Um desafio da turma ('Mais treinos em dezembro'): metric 'treinos' (treinos feitos) ou 'pontos' (moedas dos treinos), de starts_on a ends_on (até 92 dias). Devolve os desafios.",
    access: 'trainer',
    rateLimit: WRITES,
    input: z
      .object({
        turma_id: Id,
        title: safeText('Dê um nome ao desafio.').pipe(
          z
            .string()
            .min(1, 'Dê um nome ao desafio.')
            .max(80, 'O nome do desafio pode ter no máximo 80 caracteres.'),
        ),
        metric: z.enum(['treinos', 'pontos'], { error: "Escolha 'treinos' ou 'pontos'." }),
        starts_on: isoDate('Data de início inválida.'),
        ends_on: isoDate('Data de fim inválida.'),
      })
      .strict()
      .refine((input) => input.ends_on >= input.starts_on, {
        message: 'O desafio termina depois de começar.',
        path: ['ends_on'],
      })
      .refine((input) => Date.parse(input.ends_on) - Date.parse(input.starts_on) <= 92 * 86_400_000, {
        message: 'Um desafio dura no máximo 92 dias.',
        path: ['ends_on'],
      }),
    ownedResource: { field: 'turma_id' },
    example: {
      turma_id: EXAMPLE_ID,
      title: 'Mais treinos em dezembro',
      metric: 'treinos',
      starts_on: '2026-12-01',
      ends_on: '2026-12-31',
    },
    handler: ({ turma_id, ...fields }, ctx) =>
      challenges.createChallenge(ctx.deps.db, requireUser(ctx), turma_id, fields),
  }),
  delete_turma_challenge: defineRpc({
    summary: 'Apaga um desafio de uma turma do treinador.',
    access: 'trainer',
    rateLimit: WRITES,
    input: z.object({ id: Id }).strict(),
    ownedResource: { field: 'id' },
    example: { id: EXAMPLE_ID },
    handler: (input, ctx) => challenges.deleteChallenge(ctx.deps.db, requireUser(ctx), input.id),
  }),
  get_turma_challenges: defineRpc({
    summary:
      "Os desafios da turma com a classificação (apelido, pontuação, posição, 'me'), só para o treinador e os alunos dela; status 'em_breve' | 'em_andamento' | 'encerrado'.",
    access: 'user',
    input: z.object({ turma_id: Id }).strict(),
    ownedResource: { field: 'turma_id' },
    example: { turma_id: EXAMPLE_ID },
    handler: (input, ctx) => challenges.listChallenges(ctx.deps.db, requireUser(ctx), input.turma_id),
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
    handler: (input, ctx) => service.joinTurma(ctx.deps.db, requireUser(ctx), input.p_token, ctx.deps.jobs),
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
