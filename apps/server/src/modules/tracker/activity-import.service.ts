import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { checkActivityPlausibility } from '@prontidao/domain/training/activity-plausibility';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import * as coins from '../coins/coins.service.js';
import { applyActivityChange, boardFlagFor } from '../rankings/rankings.service.js';
import * as activities from '../training/imported-activities.service.js';

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
    const existing = await activities.findDuplicateActivity(tx, userId, activity, DUPLICATE_WINDOW_SECONDS);
    if (existing) return { status: 'duplicate', activityId: existing };
    const workoutDate = calendarDate(activity.startTime, APP_TIME_ZONE);
    const row = await activities.insertImportedActivity(tx, userId, {
      ...(await valuesOf(tx, userId, activity)),
      source: activity.source,
      external_id: activity.externalId,
      content_hash: activity.contentHash,
      workout_date: workoutDate,
      start_time: activity.startTime,
      best_2400_s: activity.best2400S,
      best_100_s: activity.best100S,
      pool_length_m: activity.poolLengthM,
      lengths: activity.lengths,
      device: activity.device,
    });
    await applyActivityChange(tx, userId);
    const earned = await coins.creditActivity(tx, userId, row);
    await coins.settleWeeks(tx, userId, [workoutDate]);
    return { status: 'imported', activityId: row.id, coins: earned };
  });
}

/** The columns an import sets and an update refreshes, from the device's numbers. */
async function valuesOf(
  db: Db,
  userId: string,
  activity: ImportedActivity,
): Promise<activities.ImportedActivityValues> {
  return {
    activity_type: activity.type,
    value_primary: round(activity.distanceM),
    value_secondary: Math.round(activity.movingS),
    duration_minutes: Math.max(1, Math.round(activity.movingS / 60)),
    elapsed_time_s: activity.elapsedS === null ? null : Math.round(activity.elapsedS),
    average_heartrate: round(activity.avgHeartRate),
    max_heartrate: round(activity.maxHeartRate),
    average_cadence: round(activity.avgCadence),
    summary_polyline: activity.polyline,
    board_flag: await flagOf(db, userId, activity),
  };
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
    const removed = await activities.deleteImportedActivities(tx, userId, source, externalId);
    await applyActivityChange(tx, userId);
    return removed;
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
    if (!plausible.ok) return activities.hasImportedActivity(tx, userId, activity.source, externalId);
    await coins.lockWallet(tx, userId);
    const values = await valuesOf(tx, userId, activity);
    const updated = await activities.updateImportedActivity(tx, userId, activity.source, externalId, values);
    await applyActivityChange(tx, userId);
    return updated > 0;
  });
}
