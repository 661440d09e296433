import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// technique_analyses (migration 014): one row per analysis delivered, for the plans' monthly quota.

/**
 * Analyses of this person in the calendar month of `now` in São Paulo: from the 1st at 00:00 there
 * to the 1st of the next month (the index on (user_id, created_at) serves the range).
 */
export async function countInMonth(db: Db, userId: string, now: Date): Promise<number> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${APP_TIME_ZONE})`;
  const monthStart = sql<Date>`(date_trunc('month', ${local}) at time zone ${APP_TIME_ZONE})`;
  const nextMonth = sql<Date>`((date_trunc('month', ${local}) + interval '1 month') at time zone ${APP_TIME_ZONE})`;
  const row = await db
    .selectFrom('technique_analyses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', monthStart)
    .where('created_at', '<', nextMonth)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAnalysis(
  db: Db,
  values: { user_id: string; activity_id: string | null; repetitions: number; created_at: Date },
): Promise<void> {
  await db.insertInto('technique_analyses').values(values).execute();
}
