import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { type AuditAction, recordAudit } from '../audit/audit.service.js';
import { countOtherActiveAdmins, lockAdminChanges } from '../profiles/profiles-admin.service.js';
import { connectionStatus, disconnect, type StravaSetup } from '../tracker/strava.service.js';
import { deletionCancelledMail, deletionRequestedMail } from './deletion.mail.js';
import * as repo from './deletion.repository.js';

/** What the person types to confirm (the web card shows it). */
export const DELETION_PHRASE = 'EXCLUIR MINHA CONTA';
export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The audit entry of a deletion: the person's id only (issue 13). */
export const ACCOUNT_DELETED = 'account.deleted';

export interface DeletionStatus {
  requested_at: string;
  due_at: string;
}

export async function deletionStatus(db: Db, userId: string): Promise<DeletionStatus | null> {
  const pending = await repo.findPending(db, userId);
  return pending
    ? { requested_at: pending.requested_at.toISOString(), due_at: pending.due_at.toISOString() }
    : null;
}

/** The password of the person's e-mail account, checked the way better-auth's sign-in checks it. */
async function passwordMatches(deps: Pick<AppDeps, 'auth'>, userId: string, password: string) {
  const context = await deps.auth.$context;
  const accounts = await context.internalAdapter.findAccounts(userId);
  const hash = accounts.find((account) => account.providerId === 'credential')?.password;
  return hash ? context.password.verify({ hash, password }) : false;
}

/**
 * Schedules the deletion in GRACE_DAYS, signs the person out everywhere and mails them. A wrong
 * password changes nothing. The last admin cannot leave the system without one.
 */
export async function requestAccountDeletion(
  deps: Pick<AppDeps, 'auth' | 'db' | 'mailer' | 'env'>,
  userId: string,
  password: string,
  now = new Date(),
): Promise<DeletionStatus> {
  if (!(await passwordMatches(deps, userId, password))) {
    throw new AppError('INVALID_PASSWORD', 'Senha incorreta.', [
      { path: 'password', message: 'Senha incorreta.' },
    ]);
  }
  const dueAt = new Date(now.getTime() + GRACE_DAYS * DAY_MS);
  const user = await inTransaction(deps.db, async (tx) => {
    await lockAdminChanges(tx);
    const row = await repo.findPerson(tx, userId);
    if (row.role === 'admin' && (await countOtherActiveAdmins(tx, userId)) === 0) {
      throw new AppError('LAST_ADMIN', 'Não é possível excluir a conta do último administrador.');
    }
    await repo.schedule(tx, userId, now, dueAt);
    await repo.endSessions(tx, userId);
    return row;
  });
  const name = user.full_name?.trim() || user.name;
  await deps.mailer.send(deletionRequestedMail(user.email, name, dueAt, deps.env.APP_URL));
  return { requested_at: now.toISOString(), due_at: dueAt.toISOString() };
}

/**
 * A successful sign-in within the grace period cancels the pending deletion (auth.routes.ts calls
 * this with better-auth's sign-in reply) and tells the person by e-mail.
 */
export async function cancelDeletionAfterSignIn(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>,
  response: Response,
): Promise<boolean> {
  const { user } = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { user?: { id?: unknown; email?: unknown; name?: unknown } };
  if (typeof user?.id !== 'string') return false;
  if (!(await repo.cancel(deps.db, user.id))) return false;
  if (typeof user.email === 'string') {
    const name = typeof user.name === 'string' ? user.name : '';
    await deps.mailer.send(deletionCancelledMail(user.email, name, deps.env.APP_URL));
  }
  return true;
}

export interface DeletionJobDeps {
  db: Db;
  jobs: JobQueue;
  log: Logger;
  /** Strava (or its stand-in), or null where the tracker is not configured. */
  strava: StravaSetup | null;
}

/**
 * Deletes one person whose deletion is due: Strava deauthorized first (outside the transaction:
 * a network call), then every row of theirs in one transaction, then the audit entry by id only.
 * Returns false when a sign-in cancelled it meanwhile.
 */
export async function deleteAccount(deps: DeletionJobDeps, userId: string, now: Date): Promise<boolean> {
  // A sign-in since the job listed them cancelled it: their Strava stays connected.
  if (!(await repo.isDue(deps.db, userId, now))) return false;
  if (deps.strava) {
    await disconnect({ db: deps.db, jobs: deps.jobs, log: deps.log, strava: deps.strava }, userId);
  } else if ((await connectionStatus(deps.db, userId)).is_connected) {
    deps.log.warn('exclusão de conta: Strava não configurado, conexão removida sem desautorizar', {
      userId,
    });
  }
  return inTransaction(deps.db, async (tx) => {
    const person = await repo.lockIfDue(tx, userId, now);
    if (!person) return false;
    await repo.deletePerson(tx, person);
    await recordAudit(tx, {
      actorId: null,
      action: ACCOUNT_DELETED as AuditAction,
      details: { user_id: userId },
    });
    return true;
  });
}

/** The job: everyone due at `now`, one at a time (one failing does not stop the others). */
export async function deleteDueAccounts(deps: DeletionJobDeps, now = new Date()): Promise<number> {
  let deleted = 0;
  for (const userId of await repo.listDue(deps.db, now, 500)) {
    try {
      if (await deleteAccount(deps, userId, now)) deleted++;
    } catch (error) {
      deps.log.error('exclusão de conta falhou; tentará de novo', { userId, error: String(error) });
    }
  }
  if (deleted) deps.log.info('contas excluídas (LGPD)', { deleted });
  return deleted;
}
