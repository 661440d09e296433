import { PLAN_NAMES, type PlanCode, planName } from '@prontidao/domain/plans/plan-codes';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import type { Role } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { crefDecisionMail } from '../../integrations/mail/templates.js';
import { AppError, notFound } from '../../lib/errors.js';
import { type AuditAction, listAudit, recordAudit } from '../audit/audit.service.js';
import { endSessionsOf } from '../auth/auth.service.js';
import * as profilesAdmin from '../profiles/profiles-admin.service.js';
import { endTrainerAccess } from '../trainers/trainers.service.js';

export { systemStatus } from './system-status.js';

export const getStats = (db: Db) => profilesAdmin.countUsers(db);

const lastAdmin = () => new AppError('LAST_ADMIN', 'Não é possível remover o último administrador.');

function adminUser(row: profilesAdmin.AdminUserRow) {
  const { disabled_at, created_at, last_seen, plano_code, ...rest } = row;
  return {
    ...rest,
    plano_code: plano_code ?? 'FREE',
    disabled: disabled_at !== null,
    created_at: created_at.toISOString(),
    last_seen: last_seen?.toISOString() ?? null,
  };
}
export type AdminUser = ReturnType<typeof adminUser>;

// Users ------------------------------------------------------------------------------------------

const encodeCursor = (row: { created_at: Date; id: string }) =>
  Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_FAILED', 'Página inválida.');
  return { createdAt, id };
}

/** LIKE's wildcards typed by the admin are searched as themselves. */
const likePrefix = (query: string) =>
  query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listUsers(
  db: Db,
  input: {
    query?: string;
    role?: Role;
    plan?: PlanCode;
    status?: 'active' | 'disabled';
    limit: number;
    cursor?: string;
  },
) {
  const prefix = input.query?.trim() ? likePrefix(input.query) : undefined;
  const rows = await profilesAdmin.listUsers(db, {
    limit: input.limit,
    ...(prefix === undefined ? {} : { prefix }),
    ...(input.role ? { role: input.role } : {}),
    ...(input.plan ? { plan: input.plan } : {}),
    ...(input.status ? { status: input.status } : {}),
    ...(input.cursor ? { after: decodeCursor(input.cursor) } : {}),
  });
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(adminUser),
    next_cursor: rows.length > input.limit && last ? encodeCursor(last) : null,
  };
}

async function userOrNotFound(db: Db, userId: string) {
  const row = await profilesAdmin.findUser(db, userId);
  if (!row) throw notFound('Usuário não encontrado.');
  return row;
}

export async function setRole(db: Db, actorId: string, userId: string, role: Role) {
  await inTransaction(db, async (tx) => {
    await profilesAdmin.lockAdminChanges(tx);
    const user = await userOrNotFound(tx, userId);
    if (user.role === role) return;
    if (user.role === 'admin' && (await profilesAdmin.countOtherActiveAdmins(tx, userId)) === 0)
      throw lastAdmin();
    await profilesAdmin.setRole(tx, userId, role);
    // A demotion to 'aluno' is final until an admin grants a role again: no intent left to
    // re-onboard with, and the trainer's links and pending invites end now (issue 20).
    const linksEnded = role === 'aluno' ? await endTrainerAccess(tx, userId) : 0;
    await recordAudit(tx, {
      actorId,
      action: 'user.role_changed',
      targetUserId: userId,
      details: { from: user.role, to: role, ...(role === 'aluno' ? { links_ended: linksEnded } : {}) },
    });
  });
  return adminUser(await userOrNotFound(db, userId));
}

export async function setPlan(db: Db, actorId: string, userId: string, plan: PlanCode) {
  await inTransaction(db, async (tx) => {
    const user = await userOrNotFound(tx, userId);
    if ((user.plano_code ?? 'FREE') === plan) return;
    await profilesAdmin.setPlan(tx, userId, plan);
    await recordAudit(tx, {
      actorId,
      action: 'user.plan_changed',
      targetUserId: userId,
      details: { from: user.plano_code ?? 'FREE', to: plan },
    });
  });
  return adminUser(await userOrNotFound(db, userId));
}

export async function setDisabled(db: Db, actorId: string, userId: string, disabled: boolean) {
  if (disabled && actorId === userId) {
    throw new AppError('CANNOT_DISABLE_SELF', 'Você não pode desativar a própria conta.');
  }
  await inTransaction(db, async (tx) => {
    await profilesAdmin.lockAdminChanges(tx);
    const user = await userOrNotFound(tx, userId);
    if ((user.disabled_at !== null) === disabled) return;
    if (disabled && user.role === 'admin' && (await profilesAdmin.countOtherActiveAdmins(tx, userId)) === 0) {
      throw lastAdmin();
    }
    await profilesAdmin.setDisabled(tx, userId, disabled);
    if (disabled) await endSessionsOf(tx, userId);
    await recordAudit(tx, {
      actorId,
      action: disabled ? 'user.disabled' : 'user.enabled',
      targetUserId: userId,
    });
  });
  return adminUser(await userOrNotFound(db, userId));
}

// CREF -------------------------------------------------------------------------------------------

export async function crefQueue(db: Db) {
  const rows = await profilesAdmin.listCrefQueue(db);
  return rows.map((row) => ({ ...row, submitted_at: row.submitted_at.toISOString() }));
}

export async function decideCref(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>,
  actorId: string,
  userId: string,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const user = await userOrNotFound(deps.db, userId);
  const outcome = decision.approve
    ? ({ status: 'verificado' } as const)
    : ({ status: 'rejeitado', reason: decision.reason } as const);
  await inTransaction(deps.db, async (tx) => {
    if (!(await profilesAdmin.decideCref(tx, userId, outcome))) {
      throw new AppError('CREF_NOT_PENDING', 'Este CREF não está aguardando verificação.');
    }
    await recordAudit(tx, {
      actorId,
      action: decision.approve ? 'cref.approved' : 'cref.rejected',
      targetUserId: userId,
      details: decision.approve ? {} : { reason: decision.reason },
    });
  });
  const dashboard = new URL('/treinador/dashboard', deps.env.APP_URL).toString();
  await deps.mailer.send(
    crefDecisionMail(
      user.email,
      user.full_name ?? user.email,
      decision.approve ? { approved: true } : { approved: false, reason: decision.reason },
      dashboard,
    ),
  );
  return {
    cref_status: outcome.status,
    cref_rejection_reason: decision.approve ? null : decision.reason,
  };
}

// Audit log --------------------------------------------------------------------------------------

const ROLE_NAMES: Record<string, string> = {
  aluno: 'candidato',
  treinador: 'treinador',
  admin: 'administrador',
};

type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

const nameOf = (fullName: string | null, nickname: string | null, email: string | null) =>
  fullName ?? nickname ?? email ?? 'Conta excluída';

/** ' e encerrou o acesso a 2 alunos' when a demotion ended links; nothing otherwise. */
function linksEnded(count: unknown): string {
  if (typeof count !== 'number' || count < 1) return '';
  return ` e encerrou o acesso a ${count} ${count === 1 ? 'aluno' : 'alunos'}`;
}

/** The log line, in pt-BR, as the recent-activity card shows it. */
export function auditMessage(row: AuditRow): string {
  const actor = nameOf(row.actor_full_name, row.actor_nickname, row.actor_email);
  const target = nameOf(row.target_full_name, row.target_nickname, row.target_email);
  const details = (row.details ?? {}) as Record<string, unknown>;
  const text = (key: string) => String(details[key] ?? '');
  const messages: Record<AuditAction, () => string> = {
    'admin.sign_in': () => `${actor} entrou como administrador`,
    'user.role_changed': () =>
      `${actor} mudou o papel de ${target} de ${ROLE_NAMES[text('from')] ?? text('from')} para ${ROLE_NAMES[text('to')] ?? text('to')}${linksEnded(details.links_ended)}`,
    'user.plan_changed': () =>
      `${actor} mudou o plano de ${target} de ${planName(text('from'))} para ${planName(text('to'))}`,
    'user.disabled': () => `${actor} desativou a conta de ${target}`,
    'user.enabled': () => `${actor} reativou a conta de ${target}`,
    'cref.approved': () => `${actor} aprovou o CREF de ${target}`,
    'cref.rejected': () => `${actor} rejeitou o CREF de ${target}: ${text('reason')}`,
    'account.deleted': () => `Conta ${text('user_id')} excluída (LGPD)`,
    'edital.imported': () => `${actor} importou o edital ${text('name')} (versão ${text('version')})`,
    'edital.archived': () => `${actor} arquivou o edital ${text('id')}`,
    'edital.unarchived': () => `${actor} reativou o edital ${text('id')}`,
    'ranking.removed': () => `${actor} removeu do ranking um treino de ${target}`,
    'ranking.kept': () => `${actor} manteve no ranking um treino de ${target}`,
  };
  return (messages[row.action as AuditAction] ?? (() => `${actor}: ${row.action}`))();
}

export async function auditLog(db: Db, limit: number, cursor?: string) {
  if (cursor !== undefined && !/^\d{1,19}$/.test(cursor))
    throw new AppError('VALIDATION_FAILED', 'Página inválida.');
  const rows = await listAudit(db, limit, cursor ?? null);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      action: row.action,
      message: auditMessage(row),
      actor_name: row.actor_email ? nameOf(row.actor_full_name, row.actor_nickname, row.actor_email) : null,
      target_name: row.target_email
        ? nameOf(row.target_full_name, row.target_nickname, row.target_email)
        : null,
      created_at: row.created_at.toISOString(),
    })),
    next_cursor: rows.length > limit ? String(page.at(-1)?.id ?? '') : null,
  };
}

export const PLAN_CODE_LIST = Object.keys(PLAN_NAMES) as PlanCode[];
