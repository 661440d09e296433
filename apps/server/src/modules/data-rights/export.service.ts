import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { getUserKbSnippets } from '../rewards/rewards.service.js';
import { buildArchive, type UnlockedSnippet } from './export.archive.js';
import { exportReadyMail } from './export.mail.js';
import * as repo from './export.repository.js';

// A person's data export (LGPD art. 18, II and V): asked for in one click, made by a background job
// into a ZIP kept 24 hours, downloadable by its owner only, announced by mail.

export type ExportDeps = Pick<AppDeps, 'db' | 'jobs' | 'mailer' | 'env' | 'log'>;

export const EXPORT_JOB = 'data-rights.export';
export const EXPORT_TTL_MS = 24 * 60 * 60 * 1000;
export const EXPORT_LIST_LIMIT = 10;

export type ExportStatus = 'pendente' | 'pronto' | 'falhou';

export interface DataExport {
  id: string;
  status: ExportStatus;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  size_bytes: number | null;
  /** True once the 24 hours are over (the file is gone or about to be). */
  expired: boolean;
  /** Only while ready and not expired. */
  download_url: string | null;
}

export const downloadPath = (id: string) => `/api/data-exports/${id}/download`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** Queues an export; while one is being prepared, answers that one instead of queueing another. */
export async function requestExport(deps: ExportDeps, userId: string, now = new Date()): Promise<DataExport> {
  const pending = await repo.findPendingExport(deps.db, userId, now);
  const id =
    pending?.id ??
    (await inTransaction(deps.db, async (tx) => {
      const row = await repo.insertExport(tx, userId);
      await deps.jobs.send(EXPORT_JOB, { exportId: row.id }, { transaction: tx });
      return row.id;
    }));
  const mine = await listExports(deps.db, userId, now);
  const found = mine.find((e) => e.id === id);
  if (!found) throw new Error('export row vanished');
  return found;
}

export async function listExports(db: Db, userId: string, now = new Date()): Promise<DataExport[]> {
  const rows = await repo.listExports(db, userId, EXPORT_LIST_LIMIT);
  return rows.map((row) => {
    const expired = row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime();
    return {
      id: row.id,
      status: row.status as ExportStatus,
      created_at: new Date(row.created_at).toISOString(),
      ready_at: iso(row.ready_at),
      expires_at: iso(row.expires_at),
      size_bytes: row.size_bytes,
      expired,
      download_url: row.status === 'pronto' && !expired ? downloadPath(row.id) : null,
    };
  });
}

/** The snippets the person's balance unlocks, by title (their texts are reference data). */
async function unlockedSnippets(db: Db, userId: string): Promise<UnlockedSnippet[]> {
  const snippets = await getUserKbSnippets(db, userId);
  return snippets
    .filter((s) => s.unlocked)
    .map((s) => ({ id: s.id, title: s.title, topic: s.topic, min_coins: s.min_coins }));
}

/** Builds the ZIP of a pending export, stores it for 24 hours and mails the owner. */
export async function buildExport(deps: ExportDeps, exportId: string, now = new Date()): Promise<void> {
  const row = await repo.findExport(deps.db, exportId);
  if (row?.status !== 'pendente') return;
  try {
    const person = await repo.readPerson(deps.db, row.user_id);
    const zip = buildArchive(person, await unlockedSnippets(deps.db, row.user_id), now);
    await repo.markReady(deps.db, exportId, zip, now, new Date(now.getTime() + EXPORT_TTL_MS));
    if (person.user) {
      const name = person.profile?.full_name ?? person.user.name;
      await deps.mailer.send(
        exportReadyMail(person.user.email, name, `${deps.env.APP_URL}${downloadPath(exportId)}`),
      );
    }
  } catch (error) {
    deps.log.error('exportação de dados', { exportId, error: String(error) });
    await repo.markFailed(deps.db, exportId, String(error));
  }
}

/** The owner's file while ready and not expired, with its download name; undefined for anyone else. */
export async function findDownload(db: Db, exportId: string, userId: string, now = new Date()) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(exportId)) return undefined;
  const row = await repo.findDownloadable(db, exportId, userId, now);
  if (!row?.file || !row.ready_at) return undefined;
  const date = calendarDate(new Date(row.ready_at), APP_TIME_ZONE);
  return { bytes: new Uint8Array(row.file), fileName: `prontidao-dados-${date}.zip` };
}

/** Maintenance: the files whose 24 hours are over go (rows stay a month as history). */
export async function pruneExpiredExports(db: Db, now = new Date()) {
  return repo.pruneExports(db, now);
}
