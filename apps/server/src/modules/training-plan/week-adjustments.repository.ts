import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// A linked trainer's changes to a student's plan weeks (migration 018): append-only rows, the
// newest of a week applies.

export interface AdjustmentRow {
  week_end: string;
  action: 'set' | 'clear';
  volume_percent: number | null;
  removed: unknown;
  note: string | null;
  trainer_id: string | null;
  /** The trainer's display name, when the trainer still exists. */
  trainer_name: string | null;
  created_at: Date;
}

/**
 * The newest row of each week of `userId` ending on or after `fromWeekEnd` (older weeks are over),
 * with its trainer's name.
 */
export async function listLatestAdjustments(
  db: Db,
  userId: string,
  fromWeekEnd: string,
): Promise<AdjustmentRow[]> {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('training_plan_adjustments')
        .distinctOn('week_end')
        .select(['week_end', 'action', 'volume_percent', 'removed', 'note', 'trainer_id', 'created_at'])
        .where('user_id', '=', userId)
        .where('week_end', '>=', fromWeekEnd)
        .orderBy('week_end')
        .orderBy('id', 'desc')
        .as('latest'),
    )
    .leftJoin('profiles as trainer', 'trainer.id', 'latest.trainer_id')
    .select([
      'latest.week_end',
      'latest.action',
      'latest.volume_percent',
      'latest.removed',
      'latest.note',
      'latest.trainer_id',
      'latest.created_at',
      sql<string | null>`coalesce(nullif(trim(trainer.full_name), ''), trainer.nickname)`.as('trainer_name'),
    ])
    .orderBy('latest.week_end')
    .execute();
}

export interface NewAdjustment {
  userId: string;
  trainerId: string;
  weekEnd: string;
  action: 'set' | 'clear';
  volumePercent: number | null;
  removed: readonly { date: string; kind: string }[];
  note: string | null;
}

export async function insertAdjustment(db: Db, row: NewAdjustment) {
  await db
    .insertInto('training_plan_adjustments')
    .values({
      user_id: row.userId,
      trainer_id: row.trainerId,
      week_end: row.weekEnd,
      action: row.action,
      volume_percent: row.volumePercent,
      removed: JSON.stringify(row.removed),
      note: row.note,
    })
    .execute();
}
