import type { Db } from '../../db/database.js';

// The training plan's own rows, its settings: the plan is computed on read from the profile, the
// simulations and the activities, which it asks their owners for (decision 041).

export async function findSettings(db: Db, userId: string) {
  return db
    .selectFrom('training_plan_settings')
    .select(['sessions_per_week', 'goal', 'last_projection', 'updated_at', 'emphasis', 'set_by'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The person's own settings: they wrote the row last (`set_by` null); the emphasis stays. */
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
        set_by: null,
      }),
    )
    .execute();
}

/**
 * A turma's plan for these students: sessions per week and emphasis, signed by the trainer. A
 * student without settings starts with the goal 'apto'; one with settings keeps their goal.
 */
export async function applyClassPlan(
  db: Db,
  trainerId: string,
  studentIds: readonly string[],
  sessionsPerWeek: number,
  emphasis: readonly string[],
) {
  if (studentIds.length === 0) return;
  const now = new Date();
  await db
    .insertInto('training_plan_settings')
    .values(
      studentIds.map((id) => ({
        user_id: id,
        sessions_per_week: sessionsPerWeek,
        goal: JSON.stringify('apto'),
        emphasis: JSON.stringify(emphasis),
        set_by: trainerId,
        updated_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        sessions_per_week: sessionsPerWeek,
        emphasis: JSON.stringify(emphasis),
        set_by: trainerId,
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
