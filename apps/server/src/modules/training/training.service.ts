import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { boardStanding } from '@prontidao/domain/rankings/board-validation';
import type {
  InsertTrainingActivityInput,
  UpdateTrainingActivityInput,
} from '@prontidao/domain/training/activity-input';
import {
  type LogActivityResult,
  SHARED_SOURCES,
  type TrainingActivity,
  type TrainingActivityDetail,
  type TrainingActivityPage,
} from '@prontidao/domain/training/activity-types';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as coins from '../coins/coins.service.js';
import { applyActivityChange, boardFlagFor } from '../rankings/rankings.service.js';
import { type ActivityScope, scopeFor } from './activity-history.service.js';
import * as repo from './training.repository.js';

export const ACTIVITY_NOT_FOUND = 'Treino não encontrado.';
const INVALID_CURSOR = 'Página do histórico inválida. Recarregue o histórico.';

type ActivityFields = Omit<UpdateTrainingActivityInput, 'id'>;

/**
 * The row written for what the person typed: metres or reps, seconds, minutes, date; for a TAF
 * exercise its kind and séries, its values as EXERCISE_SHAPES says (decision 046).
 */
function valuesOf(input: ActivityFields): repo.ManualActivityValues {
  const type = input.p_activity_type;
  const isExercise = type === 'EXERCISE';
  const seconds = type === 'BARRA' ? null : (input.p_value_secondary ?? null);
  // A sprint's 7,9 s is no session length: an exercise lasts only the minutes it was given.
  const minutes =
    input.p_duration_minutes ??
    (seconds === null || isExercise ? null : Math.max(1, Math.round(seconds / 60)));
  return {
    activity_type: type,
    // Guarded by the input schema: present and plausible for every type but the shuttle run.
    value_primary: input.p_value_primary ?? (isExercise ? null : 0),
    value_secondary: seconds,
    duration_minutes: minutes,
    exercise: isExercise ? (input.p_exercise ?? null) : null,
    sets: isExercise ? (input.p_sets ?? null) : null,
    workout_date: input.p_workout_date ?? calendarDate(new Date(), APP_TIME_ZONE),
    notes: input.p_notes ? input.p_notes : null,
  };
}

/**
 * The board check of a typed run or swim: its pace against the records (decision 039). The bar and
 * the TAF exercises are on no board: nothing to check.
 */
function flagOf(db: Db, userId: string, values: repo.ManualActivityValues) {
  if (values.activity_type !== 'RUN' && values.activity_type !== 'SWIM') return Promise.resolve(null);
  return boardFlagFor(db, userId, {
    sport: values.activity_type,
    distanceM: values.value_primary,
    movingS: values.value_secondary,
    segmentS: null,
    track: null,
  });
}

/** The first instant of a São Paulo date (no daylight saving since 2019: UTC−3). */
const startOfDay = (date: string) => new Date(`${date}T00:00:00-03:00`).toISOString();

/**
 * An activity imported from Strava as someone other than its athlete reads it (decision 048):
 * Strava's API Agreement lets its data be shown to that athlete only. What stays is that a session
 * was done — its date, type, source and the coins it earned; every measure, the notes, the route
 * and the time it reached us (a webhook import follows the end of the workout) go.
 */
function redactStrava(activity: TrainingActivity): TrainingActivity {
  // Built field by field, never spread: a field added to the activity stays out until named here.
  return {
    id: activity.id,
    activity_type: activity.activity_type,
    source: activity.source,
    exercise: activity.exercise ?? null,
    workout_date: activity.workout_date,
    coins: activity.coins,
    value_primary: null,
    value_secondary: null,
    duration_minutes: null,
    sets: null,
    notes: null,
    average_heartrate: null,
    max_heartrate: null,
    average_cadence: null,
    has_route: false,
    ranking_status: null,
    editable: false,
    created_at: startOfDay(activity.workout_date),
    strava_redacted: true,
  };
}

/** Whether `scope` reads this row's details: the athlete always, anyone else not a Strava one's. */
const isRedacted = (row: { source: string }, scope: ActivityScope) =>
  scope === 'shared' && !(SHARED_SOURCES as readonly string[]).includes(row.source);

function toActivity(row: repo.ActivityRow, coinsHeld: number): TrainingActivity {
  return {
    id: row.id,
    activity_type: row.activity_type,
    source: row.source,
    value_primary: row.value_primary,
    value_secondary: row.value_secondary,
    duration_minutes: row.duration_minutes,
    exercise: row.exercise,
    sets: row.sets,
    workout_date: row.workout_date,
    notes: row.notes,
    average_heartrate: row.average_heartrate,
    max_heartrate: row.max_heartrate,
    average_cadence: row.average_cadence,
    has_route: row.has_route,
    ranking_status: boardStanding(row.board_flag, row.board_review),
    coins: coinsHeld,
    editable: row.source === 'manual',
    created_at: new Date(row.created_at).toISOString(),
  };
}

async function activityOf(db: Db, userId: string, id: string): Promise<TrainingActivity> {
  const row = await repo.findOne(db, userId, id);
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  const held = (await coins.coinsOfActivities(db, userId, [id])).get(id) ?? 0;
  return toActivity(row, held);
}

async function duplicateResult(db: Db, userId: string, id: string): Promise<LogActivityResult> {
  const totals = await coins.totals(db, userId);
  return {
    activity: await activityOf(db, userId, id),
    coins_earned: 0,
    bonus: 0,
    balance: totals.balance,
    workouts: totals.workouts,
    promotion: null,
    duplicate: true,
  };
}

/** Logs a manual workout and credits it, in one transaction; a repeated client key writes nothing. */
export async function insertActivity(
  db: Db,
  userId: string,
  input: InsertTrainingActivityInput,
): Promise<LogActivityResult> {
  const clientKey = input.p_client_key ?? null;
  try {
    return await inTransaction(db, async (tx) => {
      await coins.lockWallet(tx, userId);
      if (clientKey) {
        const existing = await repo.findByClientKey(tx, userId, clientKey);
        if (existing) return duplicateResult(tx, userId, existing.id);
      }
      const before = await coins.totals(tx, userId);
      const values = valuesOf(input);
      const id = await repo.insertManual(tx, userId, values, clientKey, await flagOf(tx, userId, values));
      await applyActivityChange(tx, userId);
      const earned = await coins.creditActivity(tx, userId, { id, ...values, revision: 1 });
      const bonus = await coins.settleWeeks(tx, userId, [values.workout_date]);
      const after = await coins.totals(tx, userId);
      return {
        activity: await activityOf(tx, userId, id),
        coins_earned: earned,
        bonus,
        balance: after.balance,
        workouts: after.workouts,
        promotion: coins.promotionBetween(before.workouts, after.workouts),
        duplicate: false,
      };
    });
  } catch (error) {
    // Two sends of one key raced past the lookup: the first one wrote, this one is the retry.
    if (clientKey && isUniqueViolation(error)) {
      const existing = await repo.findByClientKey(db, userId, clientKey);
      if (existing) return duplicateResult(db, userId, existing.id);
    }
    throw error;
  }
}

/** Edits a manual workout: its old credit is taken back, the new one written, bonuses settled. */
export async function updateActivity(
  db: Db,
  userId: string,
  input: UpdateTrainingActivityInput,
): Promise<LogActivityResult> {
  return inTransaction(db, async (tx) => {
    await coins.lockWallet(tx, userId);
    const current = await repo.findManualForUpdate(tx, userId, input.id);
    if (!current) throw notFound(ACTIVITY_NOT_FOUND);
    const before = await coins.totals(tx, userId);
    const returned = await coins.reverseActivity(tx, userId, current);
    const values = valuesOf(input);
    await repo.updateManual(tx, userId, input.id, values, await flagOf(tx, userId, values));
    await applyActivityChange(tx, userId);
    const earned = await coins.creditActivity(tx, userId, {
      id: input.id,
      ...values,
      revision: current.revision + 1,
    });
    const bonus = await coins.settleWeeks(tx, userId, [current.workout_date, values.workout_date]);
    const after = await coins.totals(tx, userId);
    return {
      activity: await activityOf(tx, userId, input.id),
      coins_earned: earned - returned,
      bonus,
      balance: after.balance,
      workouts: after.workouts,
      promotion: coins.promotionBetween(before.workouts, after.workouts),
      duplicate: false,
    };
  });
}

/** Deletes a manual workout; its coins and its workout are taken back, bonuses settled. */
export async function deleteActivity(db: Db, userId: string, id: string) {
  return inTransaction(db, async (tx) => {
    await coins.lockWallet(tx, userId);
    const current = await repo.findManualForUpdate(tx, userId, id);
    if (!current) throw notFound(ACTIVITY_NOT_FOUND);
    const returned = await coins.reverseActivity(tx, userId, current);
    await repo.deleteOne(tx, userId, id);
    await applyActivityChange(tx, userId);
    const bonus = await coins.settleWeeks(tx, userId, [current.workout_date]);
    const after = await coins.totals(tx, userId);
    return { coins_returned: returned - bonus, balance: after.balance, workouts: after.workouts };
  });
}

/** The page's last row, to continue after; a redacted row's creation time is left out (read back by id). */
const encodeCursor = (row: repo.ActivityRow, scope: ActivityScope) =>
  Buffer.from(
    JSON.stringify([row.workout_date, isRedacted(row, scope) ? null : row.created_key, row.id]),
  ).toString('base64url');

function decodeCursor(cursor: string): repo.HistoryCursor {
  try {
    const [date, created, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(date) &&
      (created === null || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/.test(created)) &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    if (valid) return { date, created, id };
  } catch {
    // Falls through to the refusal.
  }
  throw new AppError('VALIDATION_FAILED', INVALID_CURSOR);
}

/**
 * A page of `userId`'s history as `viewerId` reads it: the athlete in full, anyone else with each
 * Strava activity redacted (decision 048).
 */
export async function listActivities(
  db: Db,
  userId: string,
  viewerId: string,
  limit: number,
  cursor: string | undefined,
): Promise<TrainingActivityPage> {
  const scope = scopeFor(viewerId, userId);
  const rows = await repo.listPage(db, userId, limit + 1, cursor ? decodeCursor(cursor) : null);
  const page = rows.slice(0, limit);
  const held = await coins.coinsOfActivities(
    db,
    userId,
    page.map((row) => row.id),
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const activity = toActivity(row, held.get(row.id) ?? 0);
      return isRedacted(row, scope) ? redactStrava(activity) : activity;
    }),
    next_cursor: rows.length > limit && last ? encodeCursor(last, scope) : null,
  };
}

/** One activity of `userId`'s as `viewerId` reads it: a Strava one redacted for anyone else (048). */
export async function getActivity(
  db: Db,
  userId: string,
  viewerId: string,
  id: string,
): Promise<TrainingActivityDetail> {
  const row = await repo.findOne(db, userId, id);
  if (!row) throw notFound(ACTIVITY_NOT_FOUND);
  const held = (await coins.coinsOfActivities(db, userId, [id])).get(id) ?? 0;
  const activity = toActivity(row, held);
  if (isRedacted(row, scopeFor(viewerId, userId)))
    return { ...redactStrava(activity), strava_map_summary_polyline: null };
  return { ...activity, strava_map_summary_polyline: row.summary_polyline };
}

/**
 * After a change of sex, the record check again on the person's runs and swims with the other
 * records (a man's 6:10 over 2400 m is faster than the women's record): verdicts that change are
 * written and the boards follow, in one transaction under the wallet lock. Returns how many changed.
 */
export async function recheckRecords(db: Db, userId: string): Promise<number> {
  return inTransaction(db, async (tx) => {
    await coins.lockWallet(tx, userId);
    let changed = 0;
    for (const row of await repo.recordChecked(tx, userId)) {
      const sport = row.activity_type as 'RUN' | 'SWIM';
      const num = (value: number | null) => (value === null ? null : Number(value));
      const flag = await boardFlagFor(tx, userId, {
        sport,
        distanceM: num(row.value_primary),
        movingS: num(row.value_secondary),
        segmentS: num(sport === 'RUN' ? row.best_2400_s : row.best_100_s),
        track: null,
      });
      if (flag !== row.board_flag) {
        await repo.setBoardFlag(tx, row.id, flag === 'record' ? 'record' : null);
        changed++;
      }
    }
    if (changed > 0) await applyActivityChange(tx, userId);
    return changed;
  });
}
