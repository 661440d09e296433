import type { Db } from '../../db/database.js';

// The training plan's own rows, its settings: the plan is computed on read from the profile, the
// simulations and the activities, which it asks their owners for (decision 041).

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
