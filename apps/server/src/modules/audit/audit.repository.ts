import type { Db } from '../../db/database.js';

/** What the audit log records (DECISIONS 'Admin'; issue 12). */
export type AuditAction =
  | 'admin.sign_in'
  | 'user.role_changed'
  | 'user.plan_changed'
  | 'user.disabled'
  | 'user.enabled'
  | 'cref.approved'
  | 'cref.rejected'
  | 'edital.imported'
  | 'edital.archived'
  | 'edital.unarchived'
  | 'account.deleted'
  | 'ranking.removed'
  | 'ranking.kept';

export async function recordAudit(
  db: Db,
  entry: { actorId: string | null; action: AuditAction; targetUserId?: string | null; details?: object },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_user_id: entry.targetUserId ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}

/** Newest first, from before the cursor (an id), with the names of who acted and on whom. */
export async function listAudit(db: Db, limit: number, before: string | null) {
  let query = db
    .selectFrom('audit_log as log')
    .leftJoin('profiles as actor', 'actor.id', 'log.actor_id')
    .leftJoin('user as actor_user', 'actor_user.id', 'log.actor_id')
    .leftJoin('profiles as target', 'target.id', 'log.target_user_id')
    .leftJoin('user as target_user', 'target_user.id', 'log.target_user_id')
    .select([
      'log.id',
      'log.action',
      'log.details',
      'log.created_at',
      'actor.full_name as actor_full_name',
      'actor.nickname as actor_nickname',
      'actor_user.email as actor_email',
      'target.full_name as target_full_name',
      'target.nickname as target_nickname',
      'target_user.email as target_email',
    ])
    .orderBy('log.id', 'desc')
    .limit(limit + 1);
  if (before) query = query.where('log.id', '<', Number(before));
  return query.execute();
}

/** One kind of entry about one person, newest first, with the e-mail of who acted. */
export async function listAuditAbout(db: Db, userId: string, action: AuditAction, limit: number) {
  return db
    .selectFrom('audit_log as log')
    .leftJoin('user as actor_user', 'actor_user.id', 'log.actor_id')
    .select(['log.id', 'log.details', 'log.created_at', 'actor_user.email as actor_email'])
    .where('log.target_user_id', '=', userId)
    .where('log.action', '=', action)
    .orderBy('log.id', 'desc')
    .limit(limit)
    .execute();
}
