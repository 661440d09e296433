import type { BoardReview } from '@prontidao/domain/rankings/board-validation';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// A person's activities as other modules read them (endurance metrics, the training plan, the
// technique analysis): decision 041, training owns `activities`. Every query starts from an index on
// user_id (activities_user_history_idx: user_id, workout_date desc, …).

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

/** The activities of a span of days (São Paulo dates), in date order (500 at most). */
export async function listActivitiesBetween(db: Db, userId: string, first: string, last: string) {
  return db
    .selectFrom('activities')
    .select([
      'id',
      'activity_type',
      'workout_date',
      'value_primary',
      'value_secondary',
      'duration_minutes',
      'exercise',
      'sets',
    ])
    .where('user_id', '=', userId)
    .where('workout_date', '>=', first)
    .where('workout_date', '<=', last)
    .orderBy('workout_date')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** A bar activity of this person, or undefined (someone else's, another type, or none). */
export async function findOwnBarActivity(db: Db, userId: string, id: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'value_primary'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('activity_type', '=', 'BARRA')
    .executeTakeFirst();
}

/** The owner and board state of a run or swim, its row locked for a moderation decision. */
export async function lockRunOrSwim(db: Db, activityId: string) {
  return db
    .selectFrom('activities')
    .select(['user_id', 'board_flag', 'board_review'])
    .where('id', '=', activityId)
    .where('activity_type', 'in', ['RUN', 'SWIM'])
    .forUpdate()
    .executeTakeFirst();
}

/** Writes a moderator's decision on a workout's place on the boards. */
export async function setBoardReview(db: Db, activityId: string, review: BoardReview): Promise<void> {
  await db
    .updateTable('activities')
    .set({ board_review: review, updated_at: sql`now()` })
    .where('id', '=', activityId)
    .execute();
}
