import type { StoredCargoCode } from '@prontidao/domain/profile/cargos';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Shipped editais at start: an existing (id, version) is left as it is. */
export async function insertEditalIfMissing(db: Db, edital: Edital): Promise<void> {
  await insertEditalQuery(db, edital, null)
    .onConflict((oc) => oc.columns(['id', 'version']).doNothing())
    .execute();
}

/** A new version; a duplicate (id, version) fails with a unique violation. */
export async function insertEdital(db: Db, edital: Edital, createdBy: string | null): Promise<void> {
  await insertEditalQuery(db, edital, createdBy).execute();
}

function insertEditalQuery(db: Db, edital: Edital, createdBy: string | null) {
  return db.insertInto('editais').values({
    id: edital.id,
    version: edital.version,
    name: edital.name,
    is_estimate: edital.isEstimate,
    document: JSON.stringify(edital),
    created_by: createdBy,
  });
}

export async function findLatestVersion(db: Db, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('editais')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.version ?? undefined;
}

export async function findEditalDocument(db: Db, id: string, version?: number): Promise<unknown> {
  let query = db.selectFrom('editais').select('document').where('id', '=', id);
  query =
    version === undefined ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', version);
  return (await query.executeTakeFirst())?.document;
}

/** The newest version of every edital. */
export async function listLatestEditais(db: Db) {
  return db
    .selectFrom('editais')
    .distinctOn('id')
    .select(['id', 'version', 'name', 'is_estimate', 'document'])
    .orderBy('id')
    .orderBy('version', 'desc')
    .execute();
}

export interface NewUserTest {
  user_id: string;
  edital_id: string;
  edital_version: number;
  sexo: 'M' | 'F';
  cargo_code: StoredCargoCode | null;
  inputs: Record<string, number>;
  json_resultado: Record<string, unknown>;
  nota_final: number;
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
