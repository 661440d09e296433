import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The rows the training plan reads (it is computed on read: only the settings are its own).

export async function findSettings(db: Db, userId: string) {
  return db
    .selectFrom('training_plan_settings')
    .select(['sessions_per_week', 'goal', 'last_projection', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function upsertSettings(db: Db, userId: string, sessionsPerWeek: number, goal: unknown) {
  const now = new Date();
  await db
    .insertInto('training_plan_settings')
    .values({
      user_id: userId,
      sessions_per_week: sessionsPerWeek,
      goal: JSON.stringify(goal),
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        sessions_per_week: sessionsPerWeek,
        goal: JSON.stringify(goal),
        updated_at: now,
      }),
    )
    .execute();
}

/** The projection last shown to the candidate, per test key (only ever written for an existing row). */
export async function updateLastProjection(db: Db, userId: string, projection: Record<string, unknown>) {
  await db
    .updateTable('training_plan_settings')
    .set({ last_projection: JSON.stringify(projection) })
    .where('user_id', '=', userId)
    .execute();
}

export async function findPlanProfile(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['sexo', 'cargo_code', 'edital_id', 'taf_dt', 'plano_code'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Simulations, newest first (the latest one's values and the projection's history). */
export async function listSimulations(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('user_tests')
    .select(['created_at', 'json_resultado', 'edital_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .limit(limit)
    .execute();
}

/** 2400 m time trials logged as runs (2400–2500 m with a time), newest first. */
export async function listRunTrials(db: Db, userId: string, minM: number, maxM: number, limit: number) {
  return db
    .selectFrom('activities')
    .select(['workout_date', 'value_primary', 'value_secondary', 'best_2400_s'])
    .where('user_id', '=', userId)
    .where('activity_type', '=', 'RUN')
    .where('value_primary', '>=', minM)
    .where('value_primary', '<=', maxM)
    .where('value_secondary', '>', 0)
    .orderBy('workout_date', 'desc')
    .limit(limit)
    .execute();
}

/** The activities of one week (São Paulo dates), for 'Esta semana'. */
export async function listActivitiesBetween(db: Db, userId: string, first: string, last: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'activity_type', 'workout_date', 'value_primary', 'value_secondary', 'duration_minutes'])
    .where('user_id', '=', userId)
    .where('workout_date', '>=', first)
    .where('workout_date', '<=', last)
    .orderBy('workout_date')
    .orderBy('id')
    .limit(500)
    .execute();
}
