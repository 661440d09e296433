import type { Db } from '../../db/database.js';
import { coinsOfActivities } from '../coins/coins.service.js';
import { listRecentImported } from '../training/imported-activities.service.js';

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
  const rows = await listRecentImported(db, userId, limit);
  const coins = await coinsOfActivities(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.activity_type as 'RUN' | 'SWIM',
    source: row.source as 'strava' | 'file',
    start_date: new Date(row.start_time ?? `${row.workout_date}T12:00:00Z`).toISOString(),
    distance_m: row.value_primary ?? 0,
    moving_time_s: row.value_secondary ?? 0,
    coins: coins.get(row.id) ?? 0,
  }));
}
