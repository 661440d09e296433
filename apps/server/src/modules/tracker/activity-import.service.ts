import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/profile/countdown';
import { checkActivityPlausibility } from '@prontidao/domain/training/activity-plausibility';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import * as coins from '../coins/coins.service.js';
import { applyActivityChange, boardFlagFor } from '../rankings/rankings.service.js';

// One door for activities that come from a device (a Strava import, a watch file): deduplicated,
// checked for plausibility, credited through the ledger exactly once (DECISIONS.md 'Activities').

export interface ImportedActivity {
  source: 'strava' | 'file';
  /** The provider's activity id (Strava); null for files. */
  externalId: string | null;
  /** SHA-256 of an uploaded file's bytes; null for provider imports. */
  contentHash: string | null;
  type: 'RUN' | 'SWIM';
  startTime: Date;
  distanceM: number;
  movingS: number;
  elapsedS: number | null;
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  avgCadence: number | null;
  polyline: string | null;
  best2400S: number | null;
  best100S: number | null;
  poolLengthM: number | null;
  lengths: number | null;
  device: string | null;
  /** The file's GPS check (files only; a Strava summary has no track). */
  trackFlag?: 'gps_speed' | 'gps_jump' | null;
}

/** The board check of an imported workout, for its owner's sex now (decision 039). */
const flagOf = (db: Db, userId: string, activity: ImportedActivity) =>
  boardFlagFor(db, userId, {
    sport: activity.type,
    distanceM: activity.distanceM,
    movingS: activity.movingS,
    segmentS: activity.type === 'RUN' ? activity.best2400S : activity.best100S,
    track: activity.trackFlag ?? null,
  });

export type ImportOutcome =
  | { status: 'imported'; activityId: string; coins: number }
  | { status: 'duplicate'; activityId: string }
  | { status: 'rejected'; reason: string };

/** Two records of one workout: same type, starts within a minute of each other. */
export const DUPLICATE_WINDOW_SECONDS = 60;

const round = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export async function importActivity(
  db: Db,
  userId: string,
  activity: ImportedActivity,
): Promise<ImportOutcome> {
  const plausible = checkActivityPlausibility({
    type: activity.type,
    primary: activity.distanceM,
    secondary: activity.movingS,
  });
  if (!plausible.ok) return { status: 'rejected', reason: plausible.message };
  return inTransaction(db, async (tx) => {
    await coins.lockWallet(tx, userId);
    const existing = await findDuplicate(tx, userId, activity);
    if (existing) return { status: 'duplicate', activityId: existing };
    const workoutDate = calendarDate(activity.startTime, APP_TIME_ZONE);
    const row = await tx
      .insertInto('activities')
      .values({
        user_id: userId,
        activity_type: activity.type,
        source: activity.source,
        external_id: activity.externalId,
        content_hash: activity.contentHash,
        value_primary: round(activity.distanceM),
        value_secondary: Math.round(activity.movingS),
        duration_minutes: Math.max(1, Math.round(activity.movingS / 60)),
        elapsed_time_s: activity.elapsedS === null ? null : Math.round(activity.elapsedS),
        workout_date: workoutDate,
        start_time: activity.startTime,
        average_heartrate: round(activity.avgHeartRate),
        max_heartrate: round(activity.maxHeartRate),
        average_cadence: round(activity.avgCadence),
        summary_polyline: activity.polyline,
        best_2400_s: activity.best2400S,
        best_100_s: activity.best100S,
        pool_length_m: activity.poolLengthM,
        lengths: activity.lengths,
        device: activity.device,
        board_flag: await flagOf(tx, userId, activity),
      })
      .returning(['id', 'activity_type', 'value_primary', 'workout_date', 'revision'])
      .executeTakeFirstOrThrow();
    await applyActivityChange(tx, userId);
    const earned = await coins.creditActivity(tx, userId, row);
    await coins.settleWeeks(tx, userId, [workoutDate]);
    return { status: 'imported', activityId: row.id, coins: earned };
  });
}

/** The same provider activity, the same file, or another record of the same workout. */
async function findDuplicate(
  db: Db,
  userId: string,
  activity: ImportedActivity,
): Promise<string | undefined> {
  if (activity.externalId) {
    const same = await db
      .selectFrom('activities')
      .select('id')
      .where('source', '=', activity.source)
      .where('external_id', '=', activity.externalId)
      .executeTakeFirst();
    if (same) return same.id;
  }
  const start = activity.startTime.toISOString();
  const near = await db
    .selectFrom('activities')
    .select('id')
    .where('user_id', '=', userId)
    .where('activity_type', '=', activity.type)
    .where('start_time', 'is not', null)
    .where(
      sql<boolean>`start_time between ${start}::timestamptz - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})
        and ${start}::timestamptz + make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`,
    )
    .executeTakeFirst();
  if (near) return near.id;
  if (activity.contentHash) {
    const sameFile = await db
      .selectFrom('activities')
      .select('id')
      .where('user_id', '=', userId)
      .where('content_hash', '=', activity.contentHash)
      .executeTakeFirst();
    if (sameFile) return sameFile.id;
  }
  return undefined;
}

/**
 * Removes imported activities (Strava's terms, on disconnect or deauthorization, or a deleted
 * activity). No reversal is written: the coins and the workout count they earned stay.
 */
export async function removeImported(
  db: Db,
  userId: string,
  source: 'strava' | 'file',
  externalId?: string,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    await coins.lockWallet(tx, userId);
    let query = tx.deleteFrom('activities').where('user_id', '=', userId).where('source', '=', source);
    if (externalId !== undefined) query = query.where('external_id', '=', externalId);
    const result = await query.executeTakeFirst();
    await applyActivityChange(tx, userId);
    return Number(result.numDeletedRows);
  });
}

/**
 * An update of an imported activity (Strava's 'update' event): its data follow the provider, its
 * ledger credit does not move (an activity never earns twice, and never loses what it earned).
 * An update to impossible values is ignored, as an import of them is refused: the activity keeps its
 * last plausible data (and never reaches a board with the impossible ones). Returns false when there
 * is no such activity.
 */
export async function refreshImported(db: Db, userId: string, activity: ImportedActivity): Promise<boolean> {
  const externalId = activity.externalId;
  if (!externalId) return false;
  const plausible = checkActivityPlausibility({
    type: activity.type,
    primary: activity.distanceM,
    secondary: activity.movingS,
  });
  return inTransaction(db, async (tx) => {
    if (!plausible.ok) {
      const known = await tx
        .selectFrom('activities')
        .select('id')
        .where('user_id', '=', userId)
        .where('source', '=', activity.source)
        .where('external_id', '=', externalId)
        .executeTakeFirst();
      return known !== undefined;
    }
    await coins.lockWallet(tx, userId);
    const result = await tx
      .updateTable('activities')
      .set({
        activity_type: activity.type,
        value_primary: round(activity.distanceM),
        value_secondary: Math.round(activity.movingS),
        duration_minutes: Math.max(1, Math.round(activity.movingS / 60)),
        elapsed_time_s: activity.elapsedS === null ? null : Math.round(activity.elapsedS),
        average_heartrate: round(activity.avgHeartRate),
        max_heartrate: round(activity.maxHeartRate),
        average_cadence: round(activity.avgCadence),
        summary_polyline: activity.polyline,
        board_flag: await flagOf(tx, userId, activity),
        updated_at: sql`now()`,
      })
      .where('user_id', '=', userId)
      .where('source', '=', activity.source)
      .where('external_id', '=', externalId)
      .executeTakeFirst();
    await applyActivityChange(tx, userId);
    return Number(result.numUpdatedRows) > 0;
  });
}
