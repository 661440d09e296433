import type { BoardFlag } from '@prontidao/domain/rankings/board-validation';
import type { ManualActivityType } from '@prontidao/domain/training/activity-types';
import type { ExerciseKind } from '@prontidao/domain/training/exercise-kinds';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The activities table. Every read names its user: nobody reaches another person's row by id alone.

const LIST_COLUMNS = [
  'id',
  'activity_type',
  'source',
  'value_primary',
  'value_secondary',
  'duration_minutes',
  'exercise',
  'sets',
  'workout_date',
  'notes',
  'average_heartrate',
  'max_heartrate',
  'average_cadence',
  'board_flag',
  'board_review',
  'revision',
  'created_at',
] as const;

/** A history row, with the exact creation time (microseconds) its cursor needs. */
function listQuery(db: Db) {
  return db
    .selectFrom('activities')
    .select(LIST_COLUMNS)
    .select([
      sql<boolean>`summary_polyline is not null`.as('has_route'),
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`.as('created_key'),
    ]);
}

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

export interface HistoryCursor {
  date: string;
  /**
   * The row's creation time; null when the row's own time may not leave the server (another
   * person's page ending on a Strava activity, decision 048): then it is read from the row itself.
   */
  created: string | null;
  id: string;
}

/** One page of the history, newest first (workout date, then creation), keyset-paginated. */
export async function listPage(db: Db, userId: string, limit: number, after: HistoryCursor | null) {
  let query = listQuery(db).where('user_id', '=', userId);
  if (after) {
    const created =
      after.created === null
        ? sql`(select created_at from activities where user_id = ${userId} and id = ${after.id}::uuid)`
        : sql`${after.created}::timestamp at time zone 'UTC'`;
    query = query.where(
      sql<boolean>`(workout_date, created_at, id) < (${after.date}::date, ${created}, ${after.id}::uuid)`,
    );
  }
  return query
    .orderBy('workout_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findOne(db: Db, userId: string, id: string) {
  return listQuery(db)
    .select('summary_polyline')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findByClientKey(db: Db, userId: string, clientKey: string) {
  return listQuery(db).where('user_id', '=', userId).where('client_key', '=', clientKey).executeTakeFirst();
}

/** A manual activity of this person, locked for the edit or delete about to happen. */
export async function findManualForUpdate(db: Db, userId: string, id: string) {
  return listQuery(db)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('source', '=', 'manual')
    .forUpdate()
    .executeTakeFirst();
}

export interface ManualActivityValues {
  activity_type: ManualActivityType;
  /** Null only for a shuttle run (its time is value_secondary). */
  value_primary: number | null;
  value_secondary: number | null;
  duration_minutes: number | null;
  /** EXERCISE only (decision 046); left out, null. */
  exercise?: ExerciseKind | null;
  sets?: number | null;
  workout_date: string;
  notes: string | null;
}

export async function insertManual(
  db: Db,
  userId: string,
  values: ManualActivityValues,
  clientKey: string | null,
  boardFlag: BoardFlag | null = null,
) {
  const { id } = await db
    .insertInto('activities')
    .values({ ...values, user_id: userId, source: 'manual', client_key: clientKey, board_flag: boardFlag })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateManual(
  db: Db,
  userId: string,
  id: string,
  values: ManualActivityValues,
  boardFlag: BoardFlag | null,
) {
  await db
    .updateTable('activities')
    .set({ ...values, board_flag: boardFlag, revision: sql`revision + 1`, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteOne(db: Db, userId: string, id: string) {
  await db.deleteFrom('activities').where('user_id', '=', userId).where('id', '=', id).execute();
}

/** A person's runs and swims whose verdict is the record check's (a GPS verdict does not depend on sex). */
export async function recordChecked(db: Db, userId: string) {
  return db
    .selectFrom('activities')
    .select([
      'id',
      'activity_type',
      'value_primary',
      'value_secondary',
      'best_2400_s',
      'best_100_s',
      'board_flag',
    ])
    .where('user_id', '=', userId)
    .where('activity_type', 'in', ['RUN', 'SWIM'])
    .where((eb) => eb.or([eb('board_flag', 'is', null), eb('board_flag', '=', 'record')]))
    .execute();
}

export async function setBoardFlag(db: Db, id: string, flag: 'record' | null): Promise<void> {
  await db.updateTable('activities').set({ board_flag: flag }).where('id', '=', id).execute();
}
