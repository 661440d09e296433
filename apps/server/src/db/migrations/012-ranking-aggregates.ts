import { type Kysely, sql } from 'kysely';

/**
 * The boards read small aggregates, never the activities table (docs/decisions/028-rankings.md).
 *
 * `ranking_entries`: one row per person, board ('run_distance', 'swim_distance', 'run_time',
 * 'swim_time') and period ('all' or 'YYYY-MM', the São Paulo month of the workout): `score` sorts
 * ascending (minus the metres on distance boards, the seconds on time boards), `reached_at` is when
 * that value was reached (ties: who got there first). The rows of a person are recomputed from their
 * own activities in the same transaction as every activity write (rankings.service
 * `applyActivityChange`). `listed` (consent) and `division` ('A' on distance boards, the sex on time
 * boards) copy the profile, kept by a trigger that touches only that person's rows, so one index
 * answers both the top 5 and a person's position (a count over the index).
 *
 * `ranking_config`: the sources the rows were computed for (RANKING_SOURCES); the service rebuilds
 * every row when the configuration changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ranking_entries')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('board', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('score', 'double precision', (c) => c.notNull())
    .addColumn('reached_at', 'timestamptz', (c) => c.notNull())
    .addColumn('listed', 'boolean', (c) => c.notNull())
    .addColumn('division', 'text')
    .addPrimaryKeyConstraint('ranking_entries_pkey', ['user_id', 'board', 'period'])
    .execute();
  await sql`
    create index ranking_entries_board_idx
    on ranking_entries (board, period, division, score, reached_at, user_id) where listed`.execute(db);
  await db.schema
    .createTable('ranking_config')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('sources', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into ranking_config (id, sources) values (1, '')`.execute(db);
  await sql`
    create function ranking_entries_follow_profile() returns trigger language plpgsql as $$
    begin
      update ranking_entries e set
        listed = coalesce(new.consent_ranking, false),
        division = case when e.board like '%_time' then new.sexo else 'A' end
      where e.user_id = new.id
        and (e.listed, e.division) is distinct from
          (coalesce(new.consent_ranking, false), case when e.board like '%_time' then new.sexo else 'A' end);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger profiles_to_ranking_entries
    after insert or update of consent_ranking, sexo on profiles
    for each row execute function ranking_entries_follow_profile()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger profiles_to_ranking_entries on profiles`.execute(db);
  await sql`drop function ranking_entries_follow_profile()`.execute(db);
  await db.schema.dropTable('ranking_config').execute();
  await db.schema.dropTable('ranking_entries').execute();
}
