import type { Db } from '../../db/database.js';

// What the endurance metrics and the body report read of one person. Every query starts from an
// index on user_id: user_tests_user_created_idx, activities_user_history_idx (user_id,
// workout_date desc, …), the profiles and profile_weights primary keys.

/** Simulations are few; the newest ones are enough to find the latest 2400 m time. */
export const SIMULATIONS_SCANNED = 20;
/** Weight history returned: a year of daily weigh-ins at most. */
export const WEIGHTS_RETURNED = 366;

/** The newest simulations: when and their graded tests (json_resultado.tests holds valor_s). */
export async function listRecentSimulations(db: Db, userId: string) {
  return db
    .selectFrom('user_tests')
    .select(['created_at', 'json_resultado'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(SIMULATIONS_SCANNED)
    .execute();
}

const runs = (db: Db, userId: string) =>
  db
    .selectFrom('activities')
    .where('user_id', '=', userId)
    .where('activity_type', '=', 'RUN')
    .where('value_secondary', '>', 0);

/** Runs between `minM` and `maxM` metres, newest first (moving time in value_secondary). */
export async function listRunsBetween(
  db: Db,
  userId: string,
  range: { minM: number; maxM: number; since?: string; limit: number },
) {
  let query = runs(db, userId)
    .select(['workout_date', 'value_primary', 'value_secondary', 'best_2400_s'])
    .where('value_primary', '>=', range.minM)
    .where('value_primary', '<=', range.maxM);
  if (range.since) query = query.where('workout_date', '>=', range.since);
  return query.orderBy('workout_date', 'desc').orderBy('created_at', 'desc').limit(range.limit).execute();
}

/** The average cadence (steps per minute, as stored) of the newest runs that have one. */
export async function listRecentCadences(db: Db, userId: string, limit: number) {
  const rows = await db
    .selectFrom('activities')
    .select('average_cadence')
    .where('user_id', '=', userId)
    .where('activity_type', '=', 'RUN')
    .where('average_cadence', 'is not', null)
    .where('average_cadence', '>', 0)
    .orderBy('workout_date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.average_cadence);
}

export async function findBodyProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['birth_date', 'altura_cm', 'peso_kg'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The newest weigh-ins (one per day), newest first. */
export async function listWeights(db: Db, userId: string) {
  return db
    .selectFrom('profile_weights')
    .select(['measured_on as data', 'peso_kg'])
    .where('user_id', '=', userId)
    .orderBy('measured_on', 'desc')
    .limit(WEIGHTS_RETURNED)
    .execute();
}
