import { boardLimitSeconds } from '@prontidao/domain/rankings/board-validation';
import { type Kysely, sql } from 'kysely';

/**
 * Fair public boards (issue 20 §5, docs/decisions/039-fair-boards.md).
 *
 * - `activities.board_flag`: why a workout failed the board check when it was written (world record,
 *   GPS speed, GPS jump); null when it passed. Such a workout counts on no board.
 * - `activities.board_review`: an admin's decision on /admin/ranking ('removed' or 'kept').
 * - `ranking_reports`: one report per board entry (board, period, person) per reporter, pointing
 *   at the workout that made the entry; resolved by the admin's decision on that workout.
 * - Existing workouts get the segment check (the whole-workout pace and the GPS check need data a
 *   row does not keep), and every board row is rebuilt on the next read (the time rule changed too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('activities')
    .addColumn('board_flag', 'text', (c) => c.check(sql`board_flag in ('record', 'gps_speed', 'gps_jump')`))
    .addColumn('board_review', 'text', (c) => c.check(sql`board_review in ('removed', 'kept')`))
    .execute();
  await sql`create index activities_board_flag_idx on activities (created_at desc)
    where board_flag is not null and board_review is null`.execute(db);

  await db.schema
    .createTable('ranking_reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reported_user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('activity_id', 'uuid', (c) => c.notNull().references('activities.id').onDelete('cascade'))
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('removed', 'kept')`))
    .addUniqueConstraint('ranking_reports_once', ['reporter_id', 'reported_user_id', 'board', 'period'])
    .execute();
  await sql`create index ranking_reports_open_idx on ranking_reports (activity_id) where resolved_at is null`.execute(
    db,
  );
  await sql`create index ranking_reports_reported_idx on ranking_reports (reported_user_id)`.execute(db);

  const limit = (sport: 'RUN' | 'SWIM', sex: 'M' | 'F') =>
    boardLimitSeconds(sport, sport === 'RUN' ? 2400 : 100, sex);
  await sql`
    update activities a set board_flag = 'record'
    from (select id, sexo from profiles) p
    where p.id = a.user_id and a.board_flag is null and (
      (a.activity_type = 'RUN' and a.best_2400_s > 0 and a.best_2400_s <
        case when p.sexo = 'F' then ${limit('RUN', 'F')}::float8 else ${limit('RUN', 'M')}::float8 end)
      or (a.activity_type = 'SWIM' and a.best_100_s > 0 and a.best_100_s <
        case when p.sexo = 'F' then ${limit('SWIM', 'F')}::float8 else ${limit('SWIM', 'M')}::float8 end))`.execute(
    db,
  );
  // The boards also changed rule (segment first, decision 039): rebuilt on their next read.
  await sql`update ranking_config set sources = '' where id = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ranking_reports').execute();
  await sql`drop index if exists activities_board_flag_idx`.execute(db);
  await db.schema.alterTable('activities').dropColumn('board_flag').dropColumn('board_review').execute();
  await sql`update ranking_config set sources = '' where id = 1`.execute(db);
}
