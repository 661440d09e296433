import { CrefSchema, trainerOnboardingSchema, UfSchema } from '@prontidao/domain/trainers/cref';
import { z } from 'zod';
import { defineRpc, requireSubject, requireUser } from '../../lib/rpc.js';
import * as service from './trainers.service.js';

const WRITES = { max: 30, windowSeconds: 60 };
/** Someone guessing tokens gets few tries: 20 a minute per person. */
const ACCEPTS = { max: 20, windowSeconds: 60 };
const Id = z.uuid({ error: 'Identificador inválido.' });
const NoInput = z.object({}).strict();

export const trainerRpcs = {
  verify_cref: defineRpc({
    summary:
      "Consulta um CREF no registro (verify-cref): { valido, nome, status }. Sem registro configurado, 'nao_verificado' (um admin verifica).",
    access: 'user',
    rateLimit: WRITES,
    input: z.object({ cref: CrefSchema, uf: UfSchema }).strict(),
    example: { cref: '012345-G/DF', uf: 'DF' },
    handler: (input, ctx) => service.verifyCref(ctx.deps, input.cref, input.uf),
  }),
  complete_trainer_onboarding: defineRpc({
    summary:
      'Cadastro do treinador (nome, nascimento, CREF e UF): concede o papel de treinador; o CREF entra na fila de verificação.',
    access: 'user',
    rateLimit: WRITES,
    input: trainerOnboardingSchema(),
    example: {
      p_full_name: 'Carlos Souza',
      p_birth_date: '1988-04-02',
      p_cref_number: '012345-G/DF',
      p_cref_region: 'DF',
    },
    handler: async (input, ctx) => {
      requireUser(ctx);
      if (!ctx.viewer) throw new Error('complete_trainer_onboarding without a viewer');
      return service.completeOnboarding(ctx.deps, ctx.viewer, input);
    },
  }),
  get_trainer_profile: defineRpc({
    summary: 'O cadastro de treinador da pessoa logada (nome, CREF, situação da verificação).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.getTrainerProfile(ctx.deps.db, requireUser(ctx)),
  }),
  create_trainer_invite: defineRpc({
    summary: 'Cria um link de convite (uso único, válido por 7 dias): base/join?token=…',
    access: 'trainer',
    rateLimit: WRITES,
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.createInvite(ctx.deps, requireUser(ctx)),
  }),
  get_trainer_invites: defineRpc({
    summary: 'Convites do treinador ainda não usados, cancelados nem vencidos, do mais novo ao mais antigo.',
    access: 'trainer',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.listInvites(ctx.deps.db, requireUser(ctx)),
  }),
  cancel_trainer_invite: defineRpc({
    summary: 'Cancela um convite pendente do próprio treinador.',
    access: 'trainer',
    rateLimit: WRITES,
    input: z.object({ id: Id }).strict(),
    ownedResource: { field: 'id' },
    example: { id: '00000000-0000-4000-8000-000000000000' },
    handler: (input, ctx) => service.cancelInvite(ctx.deps.db, requireUser(ctx), input.id),
  }),
  accept_trainer_invite: defineRpc({
    summary:
      "Aceita um convite de treinador: { status: 'approved' | 'invalid_token' | 'expired_token' | 'already_used' | 'own_invite' }.",
    access: 'user',
    rateLimit: ACCEPTS,
    input: z.object({ p_token: z.string({ error: 'Token de convite ausente.' }).min(1).max(200) }).strict(),
    example: { p_token: 'token-de-exemplo' },
    handler: (input, ctx) =>
      service.acceptInvite(ctx.deps.db, requireUser(ctx), input.p_token, ctx.deps.jobs),
  }),
  get_trainer_students_approved: defineRpc({
    summary:
      'Alunos que aprovaram o compartilhamento com o treinador (vínculos ativos), cada um com o concurso que segue (exam: id, short_name, format).',
    access: 'trainer',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.listStudents(ctx.deps.db, requireUser(ctx)),
  }),
  get_student_summary: defineRpc({
    summary:
      'Nome, e-mail e concurso (exam) de um aluno que o treinador acompanha (cabeçalho e relatórios das páginas do aluno).',
    access: 'user',
    subject: { policy: 'canViewStudent', field: 'user_id' },
    input: z.object({ user_id: z.string().min(1).max(64).optional() }).strict(),
    example: {},
    handler: (_input, ctx) => service.studentSummary(ctx.deps.db, requireSubject(ctx)),
  }),
  get_my_trainers: defineRpc({
    summary: 'Treinadores com acesso aos dados do candidato (vínculos ativos).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.listMyTrainers(ctx.deps.db, requireUser(ctx)),
  }),
  revoke_trainer_access: defineRpc({
    summary: 'O candidato revoga o acesso de um treinador; vale na próxima chamada do treinador.',
    access: 'user',
    rateLimit: WRITES,
    input: z.object({ link_id: Id }).strict(),
    ownedResource: { field: 'link_id' },
    example: { link_id: '00000000-0000-4000-8000-000000000000' },
    handler: (input, ctx) => service.revokeTrainer(ctx.deps.db, requireUser(ctx), input.link_id),
  }),
  get_trainer_access_log: defineRpc({
    summary: 'O que os treinadores do candidato abriram dos seus dados, do mais recente ao mais antigo.',
    access: 'user',
    input: z.object({ limit: z.number().int().min(1).max(100).default(20) }).strict(),
    example: { limit: 20 },
    handler: (input, ctx) => service.accessLog(ctx.deps.db, requireUser(ctx), input.limit),
  }),
};
