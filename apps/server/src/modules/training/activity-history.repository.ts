import type { BoardReview } from '@prontidao/domain/rankings/board-validation';
import { SHARED_SOURCES } from '@prontidao/domain/training/activity-types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// A person's activities as other modules read them (endurance metrics, the training plan, the
// technique analysis): decision 041, training owns `activities`. Every query starts from an index on
// user_id (activities_user_history_idx: user_id, workout_date desc, …).

/**
 * Whose eyes a read is for (decision 048): 'own', the athlete's — every activity; 'shared', anyone
 * else's (a trainer, an admin) — no activity imported from Strava, whose API Agreement lets its data
 * be shown to its athlete only, nor anything computed from one.
 */
export type ActivityScope = 'own' | 'shared';

/** The person's runs that `scope` may read. */
const runsOf = (db: Db, userId: string, scope: ActivityScope) => {
  const query = db.selectFrom('activities').where('user_id', '=', userId).where('activity_type', '=', 'RUN');
  return scope === 'own' ? query : query.where('source', 'in', SHARED_SOURCES);
};

/** Runs between `minM` and `maxM` metres, newest first (moving time in value_secondary). */
export async function listRunsBetween(
  db: Db,
  userId: string,
  range: { minM: number; maxM: number; since?: string; limit: number; scope?: ActivityScope },
) {
  let query = runsOf(db, userId, range.scope ?? 'own')
    .where('value_secondary', '>', 0)
    .select(['workout_date', 'value_primary', 'value_secondary', 'best_2400_s'])
    .where('value_primary', '>=', range.minM)
    .where('value_primary', '<=', range.maxM);
  if (range.since) query = query.where('workout_date', '>=', range.since);
  return query.orderBy('workout_date', 'desc').orderBy('created_at', 'desc').limit(range.limit).execute();
}

/** Whether the person has a run from Strava between `minM` and `maxM` metres. */
export async function hasStravaRunBetween(db: Db, userId: string, range: { minM: number; maxM: number }) {
  const row = await runsOf(db, userId, 'own')
    .select('id')
    .where('source', '=', 'strava')
    .where('value_primary', '>=', range.minM)
    .where('value_primary', '<=', range.maxM)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The average cadence (steps per minute, as stored) of the newest runs that have one. */
export async function listRecentCadences(db: Db, userId: string, limit: number, scope: ActivityScope) {
  const rows = await runsOf(db, userId, scope)
    .select('average_cadence')
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
