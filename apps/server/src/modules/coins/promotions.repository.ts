import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Raises the workout count of the last promotion shown (never lowers it); returns the stored value. */
export async function acknowledgePromotion(db: Db, userId: string, workouts: number): Promise<number> {
  const row = await db
    .updateTable('profiles')
    .set({ promotion_seen_workouts: sql`greatest(promotion_seen_workouts, ${workouts})` })
    .where('id', '=', userId)
    .returning('promotion_seen_workouts')
    .executeTakeFirst();
  return row?.promotion_seen_workouts ?? workouts;
}

/** The workout count of the last promotion this person was shown. */
export async function seenPromotion(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select('promotion_seen_workouts')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.promotion_seen_workouts ?? 0;
}
