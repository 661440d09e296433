import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// technique_analyses (migration 014): one row per analysis delivered, for the plans' monthly quota.

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

/**
 * The person's plan, read with their profile row locked: two analyses of the same person at once
 * count one after the other (the quota cannot be overrun by parallel calls).
 */
export async function lockPlanOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('plano_code')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.plano_code ?? null;
}

export async function insertAnalysis(
  db: Db,
  values: { user_id: string; activity_id: string | null; repetitions: number; created_at: Date },
): Promise<void> {
  await db.insertInto('technique_analyses').values(values).execute();
}
