import { parseRoleIntent, ROLE_INTENT_WORDS } from '@prontidao/domain/auth/roles';
import { UpdateProfileSchema } from '@prontidao/domain/profile/profile-schema';
import { z } from 'zod';
import { defineRpc, requireProfile, requireUser } from '../../lib/rpc.js';
import * as service from './profiles.service.js';

const NoInput = z.object({}).strict();
const WRITES = { max: 30, windowSeconds: 60 };

export const profileRpcs = {
  check_profile_requirements: defineRpc({
    summary:
      'Se o perfil do usuário tem todos os campos obrigatórios (lista; a primeira linha traz is_complete).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => [service.profileRequirementsOf(requireProfile(ctx))],
  }),
  get_perfil_completo: defineRpc({
    summary: 'Perfil completo do candidato (lista de uma linha, como no spec).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => [service.fullProfileOf(requireProfile(ctx))],
  }),
  update_perfil_completo: defineRpc({
    summary:
      'Atualiza o perfil (validado como nos formulários: peso 30–200 kg, altura 120–220 cm, datas reais…).',
    access: 'user',
    rateLimit: WRITES,
    input: UpdateProfileSchema,
    example: {
      p_nome: 'Ana Souza',
      p_nickname: 'AnaS',
      p_sexo: 'F',
      p_peso_kg: 61.5,
      p_altura_cm: 168,
      p_taf_dt: '2031-03-01',
      p_cargo_code: 'SOLDADO',
    },
    handler: (input, ctx) => service.updateFullProfile(ctx.deps.db, requireUser(ctx), input),
  }),
  get_auth_context: defineRpc({
    summary: 'Usuário logado, papel e situação do perfil (para as regras de navegação); null sem sessão.',
    access: 'public',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => (ctx.profile ? service.getAuthContext(ctx.deps.db, ctx.profile) : null),
  }),
  get_profile_role: defineRpc({
    summary: 'O papel do usuário logado (aluno, treinador ou admin).',
    access: 'user',
    input: NoInput,
    example: {},
    handler: async (_input, ctx) => ({ role: requireProfile(ctx).role }),
  }),
  get_cargos: defineRpc({
    summary: 'Os cargos do concurso, na ordem do assistente (OFICIAL, SARGENTO, CABO, SOLDADO).',
    access: 'public',
    input: NoInput,
    example: {},
    handler: async () => service.listCargos(),
  }),
  set_user_role: defineRpc({
    summary:
      "Registra o que a pessoa veio fazer ('aluno' ou 'treinador'). Não concede papéis: treinador só ao concluir o cadastro do treinador.",
    access: 'user',
    input: z
      .object({ new_role: z.enum(ROLE_INTENT_WORDS) })
      .strict()
      .transform(({ new_role }) => parseRoleIntent(new_role)),
    example: { new_role: 'aluno' },
    handler: (intent, ctx) => service.setRoleIntent(ctx.deps.db, requireUser(ctx), intent),
  }),
};
