import type { StoredCargoCode } from '@prontidao/domain/profile/cargos';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EditalFormat } from '../../db/schema.js';

/** One version of an edital or exam as stored: its document is an Edital or an Exam, by format. */
export interface CatalogueRow {
  id: string;
  version: number;
  name: string;
  is_estimate: boolean;
  format: EditalFormat;
  document: unknown;
}

/** Shipped editais and exams at start: an existing (id, version) is left as it is. */
export async function insertEditalIfMissing(db: Db, row: CatalogueRow): Promise<void> {
  await insertEditalQuery(db, row, null)
    .onConflict((oc) => oc.columns(['id', 'version']).doNothing())
    .execute();
}

/** A new version; a duplicate (id, version) fails with a unique violation. */
export async function insertEdital(db: Db, row: CatalogueRow, createdBy: string | null): Promise<void> {
  await insertEditalQuery(db, row, createdBy).execute();
}

function insertEditalQuery(db: Db, row: CatalogueRow, createdBy: string | null) {
  return db
    .insertInto('editais')
    .values({ ...row, document: JSON.stringify(row.document), created_by: createdBy });
}

export async function findLatestVersion(db: Db, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('editais')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.version ?? undefined;
}

/** The newest version of an edital or exam, or the one named. */
export async function findEdital(
  db: Db,
  id: string,
  version?: number,
): Promise<{ document: unknown; format: EditalFormat; archived_at: Date | null } | undefined> {
  let query = db.selectFrom('editais').select(['document', 'format', 'archived_at']).where('id', '=', id);
  query =
    version === undefined ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', version);
  return query.executeTakeFirst();
}

/** The newest version of every edital. */
export async function listLatestEditais(db: Db) {
  return db
    .selectFrom('editais')
    .distinctOn('id')
    .select(['id', 'version', 'name', 'is_estimate', 'format', 'archived_at', 'document'])
    .orderBy('id')
    .orderBy('version', 'desc')
    .execute();
}

/** The name and kind of the newest version of each of these editais (no document read). */
export async function listLatestHeadings(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('editais')
    .distinctOn('id')
    .select(['id', 'name', 'format'])
    .where('id', 'in', ids)
    .orderBy('id')
    .orderBy('version', 'desc')
    .execute();
}

/** Archives (or brings back) every version of an edital; false when there is no such edital. */
export async function setArchived(db: Db, id: string, archivedAt: Date | null): Promise<boolean> {
  const result = await db
    .updateTable('editais')
    .set({ archived_at: archivedAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface NewUserTest {
  user_id: string;
  edital_id: string;
  edital_version: number;
  sexo: 'M' | 'F';
  cargo_code: StoredCargoCode | null;
  inputs: Record<string, number>;
  json_resultado: Record<string, unknown>;
  nota_final: number | null;
  ranking_score: number;
  apto: boolean;
}

export async function insertUserTest(db: Db, test: NewUserTest) {
  return db
    .insertInto('user_tests')
    .values({
      ...test,
      inputs: JSON.stringify(test.inputs),
      json_resultado: JSON.stringify(test.json_resultado),
    })
    .returning(['id', 'user_id', 'created_at', 'json_resultado'])
    .executeTakeFirstOrThrow();
}

/** Newest first; ties (same instant) broken by id so the order is stable. */
export async function listUserTests(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('user_tests')
    .select(['id', 'user_id', 'created_at', 'json_resultado'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .limit(limit)
    .execute();
}

/** A person's newest simulations: when, and their graded tests (json_resultado.tests holds valor_s). */
export async function listRecentResults(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('user_tests')
    .select(['created_at', 'json_resultado', 'edital_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .limit(limit)
    .execute();
}

/** The kept 'Chance de aprovação' of a person, with the basis it was computed from. */
export async function findPassChance(db: Db, userId: string) {
  return db
    .selectFrom('pass_chances')
    .select(['basis', 'chance'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePassChance(db: Db, userId: string, basis: string, chance: unknown) {
  const json = JSON.stringify(chance);
  await db
    .insertInto('pass_chances')
    .values({ user_id: userId, basis, chance: json })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ basis, chance: json, computed_at: sql`now()` }))
    .execute();
}
