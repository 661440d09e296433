import { ROLES } from '@prontidao/domain/auth/roles';
import { PLAN_CODES } from '@prontidao/domain/plans/plan-codes';
import { z } from 'zod';
import { defineRpc, requireUser } from '../../lib/rpc.js';
import { previewEdital } from '../taf/taf.service.js';
import * as service from './admin.service.js';

const WRITES = { max: 120, windowSeconds: 60 };
const NoInput = z.object({}).strict();
const UserId = z.string({ error: 'Usuário inválido.' }).min(1).max(64);
const RoleSchema = z.enum(ROLES, { error: 'Papel inválido.' });
const PlanSchema = z.enum(PLAN_CODES, { error: 'Plano inválido.' });
const Cursor = z.string().min(1).max(200);
/** The account an admin call acts on; the guard tests aim it at a real person's. */
const targetUser = { field: 'user_id' as const };

export const adminRpcs = {
  get_admin_stats: defineRpc({
    summary:
      'Admin: total de usuários, candidatos, treinadores, admins, ativos em 30 dias e treinadores com CREF não verificado.',
    access: 'admin',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.getStats(ctx.deps.db),
  }),
  get_system_status: defineRpc({
    summary:
      'Admin: verificações ao vivo (banco, autenticação, e-mail, fila de tarefas, Strava, pagamentos).',
    access: 'admin',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.systemStatus(ctx.deps),
  }),
  get_audit_log: defineRpc({
    summary:
      'Admin: registro de auditoria (papéis, planos, CREF, contas, editais, entradas de admins), do mais novo.',
    access: 'admin',
    input: z
      .object({ limit: z.number().int().min(1).max(100).default(20), cursor: Cursor.optional() })
      .strict(),
    example: { limit: 20 },
    handler: (input, ctx) => service.auditLog(ctx.deps.db, input.limit, input.cursor),
  }),
  admin_list_users: defineRpc({
    summary:
      'Admin: usuários por início do nome, apelido ou e-mail, com filtros de papel, plano e situação; paginado.',
    access: 'admin',
    input: z
      .object({
        query: z.string().max(100, 'Busca longa demais.').optional(),
        role: RoleSchema.optional(),
        plan: PlanSchema.optional(),
        status: z.enum(['active', 'disabled']).optional(),
        limit: z.number().int().min(1).max(100).default(50),
        cursor: Cursor.optional(),
      })
      .strict(),
    example: { query: 'ana', limit: 50 },
    handler: (input, ctx) => service.listUsers(ctx.deps.db, input),
  }),
  admin_set_user_role: defineRpc({
    summary: 'Admin: muda o papel de um usuário (auditado; o último admin não pode ser removido).',
    access: 'admin',
    rateLimit: WRITES,
    input: z.object({ user_id: UserId, role: RoleSchema }).strict(),
    ownedResource: targetUser,
    example: { user_id: 'usuario-inexistente', role: 'aluno' },
    handler: (input, ctx) => service.setRole(ctx.deps.db, requireUser(ctx), input.user_id, input.role),
  }),
  admin_set_user_plan: defineRpc({
    summary: 'Admin: muda o plano de um usuário (auditado).',
    access: 'admin',
    rateLimit: WRITES,
    input: z.object({ user_id: UserId, plano_code: PlanSchema }).strict(),
    ownedResource: targetUser,
    example: { user_id: 'usuario-inexistente', plano_code: 'FREE' },
    handler: (input, ctx) => service.setPlan(ctx.deps.db, requireUser(ctx), input.user_id, input.plano_code),
  }),
  admin_set_user_disabled: defineRpc({
    summary: 'Admin: desativa (as sessões terminam na hora) ou reativa uma conta (auditado).',
    access: 'admin',
    rateLimit: WRITES,
    input: z.object({ user_id: UserId, disabled: z.boolean() }).strict(),
    ownedResource: targetUser,
    example: { user_id: 'usuario-inexistente', disabled: false },
    handler: (input, ctx) =>
      service.setDisabled(ctx.deps.db, requireUser(ctx), input.user_id, input.disabled),
  }),
  get_cref_queue: defineRpc({
    summary: 'Admin: treinadores com CREF aguardando verificação, do mais antigo.',
    access: 'admin',
    input: NoInput,
    example: {},
    handler: (_input, ctx) => service.crefQueue(ctx.deps.db),
  }),
  decide_cref: defineRpc({
    summary:
      'Admin: aprova ou rejeita (com motivo) o CREF de um treinador; o treinador é avisado por e-mail.',
    access: 'admin',
    rateLimit: WRITES,
    input: z.discriminatedUnion(
      'decision',
      [
        z.object({ user_id: UserId, decision: z.literal('aprovar') }).strict(),
        z
          .object({
            user_id: UserId,
            decision: z.literal('rejeitar'),
            reason: z
              .string({ error: 'Informe o motivo da rejeição.' })
              .trim()
              .min(3, 'Informe o motivo da rejeição.')
              .max(500, 'O motivo pode ter no máximo 500 caracteres.'),
          })
          .strict(),
      ],
      { error: 'Decisão inválida.' },
    ),
    ownedResource: targetUser,
    example: { user_id: 'usuario-inexistente', decision: 'aprovar' },
    handler: (input, ctx) =>
      service.decideCref(
        ctx.deps,
        requireUser(ctx),
        input.user_id,
        input.decision === 'aprovar' ? { approve: true } : { approve: false, reason: input.reason },
      ),
  }),
  preview_edital: defineRpc({
    summary: 'Admin: valida um edital (documento JSON) e devolve suas tabelas, sem gravar nada.',
    access: 'admin',
    input: z.object({ document: z.unknown() }).strict(),
    example: { document: {} },
    handler: (input, ctx) => previewEdital(ctx.deps.db, input.document),
  }),
};
