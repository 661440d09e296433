import type { Db } from '../../db/database.js';
import type { AuditAction } from './audit.repository.js';
import * as repo from './audit.repository.js';

// The audit log: who did what to whom (admins, imports, deletions, moderation). A module of its own
// under the ones that write it (admin, auth, taf, ranking-moderation, data-rights), so none of them
// reaches another's files to leave a line (decision 041).

export type { AuditAction } from './audit.repository.js';

/** Appends one line to the audit log; pass the transaction when the audited change runs in one. */
export function recordAudit(db: Db, entry: Parameters<typeof repo.recordAudit>[1]): Promise<void> {
  return repo.recordAudit(db, entry);
}

/** Newest first, from before the cursor (an id), with the names of who acted and on whom. */
export function listAudit(db: Db, limit: number, before: string | null) {
  return repo.listAudit(db, limit, before);
}

export function listAuditAbout(db: Db, userId: string, action: AuditAction, limit: number) {
  return repo.listAuditAbout(db, userId, action, limit);
}
