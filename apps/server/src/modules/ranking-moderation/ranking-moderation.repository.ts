import type { BoardFlag, BoardReview } from '@prontidao/domain/rankings/board-validation';
import type { BoardKey } from '@prontidao/domain/rankings/ranking-types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Reports of board entries and the admins' decisions on the workouts behind them (decision 039).

export interface NewReport {
  reporterId: string;
  reportedUserId: string;
  activityId: string;
  board: BoardKey;
  period: string;
}

/** False when this person already reported this entry (one report per entry per person). */
export async function insertReport(db: Db, report: NewReport): Promise<boolean> {
  const row = await db
    .insertInto('ranking_reports')
    .values({
      reporter_id: report.reporterId,
      reported_user_id: report.reportedUserId,
      activity_id: report.activityId,
      board: report.board,
      period: report.period,
    })
    .onConflict((oc) => oc.constraint('ranking_reports_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface CaseRow {
  activity_id: string;
  nickname: string | null;
  full_name: string | null;
  activity_type: 'RUN' | 'SWIM';
  source: 'manual' | 'file' | 'strava';
  workout_date: string;
  value_primary: number | null;
  value_secondary: number | null;
  elapsed_time_s: number | null;
  best_2400_s: number | null;
  best_100_s: number | null;
  board_flag: BoardFlag | null;
  reports: string | number;
  boards: BoardKey[] | null;
  since: Date;
}

/**
 * The open cases, oldest first: workouts with an open report, and workouts the board check flagged
 * that no admin has looked at (of people on the boards: consent given).
 */
export async function openCases(db: Db, limit: number): Promise<CaseRow[]> {
  const { rows } = await sql<CaseRow>`
    with reported as (
      select activity_id, count(*) as reports, array_agg(distinct board order by board) as boards,
        min(created_at) as since
      from ranking_reports where resolved_at is null group by activity_id
    ),
    flagged as (
      select a.id from activities a join profiles p on p.id = a.user_id
      where a.board_flag is not null and a.board_review is null and p.consent_ranking
    ),
    ids as (select activity_id as id from reported union select id from flagged)
    select a.id as activity_id, p.nickname, p.full_name, a.activity_type, a.source,
      to_char(a.workout_date, 'YYYY-MM-DD') as workout_date, a.value_primary, a.value_secondary,
      a.elapsed_time_s, a.best_2400_s::float8 as best_2400_s, a.best_100_s::float8 as best_100_s,
      a.board_flag, coalesce(r.reports, 0) as reports, r.boards,
      coalesce(r.since, a.created_at) as since
    from ids join activities a on a.id = ids.id
    join profiles p on p.id = a.user_id
    left join reported r on r.activity_id = a.id
    order by since, a.id
    limit ${limit}`.execute(db);
  return rows;
}

/** Closes the workout's open reports with the decision; returns how many were closed. */
export async function resolveReports(db: Db, activityId: string, review: BoardReview): Promise<number> {
  const result = await db
    .updateTable('ranking_reports')
    .set({ resolved_at: sql`now()`, resolution: review })
    .where('activity_id', '=', activityId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The reports a person made, for their data export (the reported person is named by nickname only). */
export async function reportsBy(db: Db, userId: string) {
  return db
    .selectFrom('ranking_reports as r')
    .leftJoin('profiles as p', 'p.id', 'r.reported_user_id')
    .select([
      'r.board',
      'r.period',
      'r.created_at',
      'r.resolved_at',
      'r.resolution',
      'p.nickname as reported_nickname',
    ])
    .where('r.reporter_id', '=', userId)
    .orderBy('r.created_at')
    .execute();
}
