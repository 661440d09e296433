import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Raises the workout count of the last promotion shown (never lowers it); returns the stored value. */
export async function acknowledgePromotion(db: Db, userId: string, workouts: number): Promise<number> {
  const row = await db
    .insertInto('promotion_marks')
    .values({ user_id: userId, seen_workouts: workouts })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ seen_workouts: sql`greatest(promotion_marks.seen_workouts, ${workouts})` }),
    )
    .returning('seen_workouts')
    .executeTakeFirst();
  return row?.seen_workouts ?? workouts;
}

/** The workout count of the last promotion this person was shown. */
export async function seenPromotion(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('promotion_marks')
    .select('seen_workouts')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.seen_workouts ?? 0;
}
