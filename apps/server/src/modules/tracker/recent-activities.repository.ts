import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface RecentActivity {
  id: string;
  type: 'RUN' | 'SWIM';
  source: 'strava' | 'file';
  start_date: string;
  distance_m: number;
  moving_time_s: number;
  coins: number;
}

/** Imported runs and swims, newest first, with the coins each earned. */
export async function recentImported(db: Db, userId: string, limit: number): Promise<RecentActivity[]> {
  const rows = await db
    .selectFrom('activities as a')
    .select([
      'a.id',
      'a.activity_type',
      'a.source',
      'a.start_time',
      'a.workout_date',
      'a.value_primary',
      'a.value_secondary',
      sql<string>`coalesce((select sum(l.amount) from coin_ledger l where l.activity_id = a.id and l.user_id = a.user_id), 0)`.as(
        'coins',
      ),
    ])
    .where('a.user_id', '=', userId)
    .where('a.source', 'in', ['strava', 'file'])
    .where('a.activity_type', 'in', ['RUN', 'SWIM'])
    .orderBy('a.workout_date', 'desc')
    .orderBy('a.start_time', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.activity_type as 'RUN' | 'SWIM',
    source: row.source as 'strava' | 'file',
    start_date: new Date(row.start_time ?? `${row.workout_date}T12:00:00Z`).toISOString(),
    distance_m: row.value_primary ?? 0,
    moving_time_s: row.value_secondary ?? 0,
    coins: Number(row.coins),
  }));
}
