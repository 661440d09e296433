import type { BoardFlag } from '@prontidao/domain/rankings/board-validation';
import type { ActivitySource } from '@prontidao/domain/training/activity-types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The activities that come from a device (a Strava import, a watch file): the rows the tracker's
// import door writes through training's service (decision 041: training owns `activities`).

export type DeviceSource = Extract<ActivitySource, 'strava' | 'file'>;

/** The columns an imported activity sets, as the import computed them. */
export interface ImportedActivityValues {
  activity_type: 'RUN' | 'SWIM';
  value_primary: number | null;
  value_secondary: number;
  duration_minutes: number;
  elapsed_time_s: number | null;
  average_heartrate: number | null;
  max_heartrate: number | null;
  average_cadence: number | null;
  summary_polyline: string | null;
  board_flag: BoardFlag | null;
}

export interface NewImportedActivity extends ImportedActivityValues {
  source: DeviceSource;
  external_id: string | null;
  content_hash: string | null;
  workout_date: string;
  start_time: Date;
  best_2400_s: number | null;
  best_100_s: number | null;
  pool_length_m: number | null;
  lengths: number | null;
  device: string | null;
}

export async function insertImported(db: Db, userId: string, values: NewImportedActivity) {
  return db
    .insertInto('activities')
    .values({ ...values, user_id: userId })
    .returning(['id', 'activity_type', 'value_primary', 'workout_date', 'revision'])
    .executeTakeFirstOrThrow();
}

/** The provider's activity: (source, external id) is unique over everyone's rows. */
export async function findByExternalId(db: Db, source: DeviceSource, externalId: string) {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('source', '=', source)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.id;
}

/** Another record of the same workout: same type, started within `windowS` seconds. */
export async function findStartedNear(
  db: Db,
  userId: string,
  type: 'RUN' | 'SWIM',
  startTime: Date,
  windowS: number,
) {
  const start = startTime.toISOString();
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('user_id', '=', userId)
    .where('activity_type', '=', type)
    .where('start_time', 'is not', null)
    .where(
      sql<boolean>`start_time between ${start}::timestamptz - make_interval(secs => ${windowS})
        and ${start}::timestamptz + make_interval(secs => ${windowS})`,
    )
    .executeTakeFirst();
  return row?.id;
}

export async function findByContentHash(db: Db, userId: string, contentHash: string) {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('user_id', '=', userId)
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
  return row?.id;
}

export async function findImported(db: Db, userId: string, source: DeviceSource, externalId: string) {
  const row = await db
    .selectFrom('activities')
    .select('id')
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.id;
}

/** Deletes a person's imported rows of a source (one of them when `externalId` is given). */
export async function deleteImported(db: Db, userId: string, source: DeviceSource, externalId?: string) {
  let query = db.deleteFrom('activities').where('user_id', '=', userId).where('source', '=', source);
  if (externalId !== undefined) query = query.where('external_id', '=', externalId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function updateImported(
  db: Db,
  userId: string,
  source: DeviceSource,
  externalId: string,
  values: ImportedActivityValues,
) {
  const result = await db
    .updateTable('activities')
    .set({ ...values, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A person's imported runs and swims, newest first. */
export async function listRecentImported(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('activities')
    .select([
      'id',
      'activity_type',
      'source',
      'start_time',
      'workout_date',
      'value_primary',
      'value_secondary',
    ])
    .where('user_id', '=', userId)
    .where('source', 'in', ['strava', 'file'])
    .where('activity_type', 'in', ['RUN', 'SWIM'])
    .orderBy('workout_date', 'desc')
    .orderBy('start_time', 'desc')
    .limit(limit)
    .execute();
}
