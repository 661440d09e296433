import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The boards' SQL. `entriesOf` is the one definition of a person's board values: the same text
// computes one person's rows (maintenance), every person's rows (rebuild) and the naive aggregate.

export type AggregateBoard = 'run_distance' | 'swim_distance' | 'run_time' | 'swim_time';

export interface Limits {
  sources: readonly string[];
}

/**
 * The workouts that count and what each brings to its boards (decision 039): `a` the eligible
 * workouts (ranked sources, not flagged by the board check or kept by an admin, not removed),
 * `dist` their metres, `timed` their 2400 m / 100 m time — the fastest segment when the import found
 * one, else a 2400–2500 m (100–110 m) device workout's moving time scaled to the distance.
 */
function countedOf(users: string | null, limits: Limits) {
  const who = users === null ? sql`true` : sql`a.user_id = ${users}`;
  const sources = sql.join(limits.sources.length ? limits.sources.map((s) => sql`${s}`) : [sql`''`]);
  return sql`
    a as (
      select a.id, a.user_id, a.activity_type, a.source, a.value_primary::float8 as vp,
        a.value_secondary::float8 as vs, a.best_2400_s::float8 as b24, a.best_100_s::float8 as b1,
        to_char(a.workout_date, 'YYYY-MM') as month, a.created_at
      from activities a
      where ${who} and a.activity_type in ('RUN', 'SWIM') and a.source in (${sources})
        and (a.board_review = 'kept' or (a.board_review is null and a.board_flag is null))
    ),
    dist as (
      select id, user_id, case when activity_type = 'RUN' then 'run_distance' else 'swim_distance' end as board,
        month, vp, created_at
      from a where vp > 0
    ),
    timed as (
      select id, user_id, board, month, created_at, coalesce(seg, scaled) as t from (
        select id, user_id, month, created_at,
          case when activity_type = 'RUN' then 'run_time' else 'swim_time' end as board,
          case when activity_type = 'RUN' and b24 > 0 then b24
               when activity_type = 'SWIM' and b1 > 0 then b1 end as seg,
          case when activity_type = 'RUN' and vp between 2400 and 2500 and vs > 0 then vs * 2400 / vp
               when activity_type = 'SWIM' and vp between 100 and 110 and vs > 0 then vs * 100 / vp end as scaled
        from a where source <> 'manual'
      ) x
      where seg is not null or scaled is not null
    )`;
}

/** Every (user, board, period) value computed from the activities of `users` (null: everyone). */
function entriesOf(users: string | null, limits: Limits) {
  return sql`
    with ${countedOf(users, limits)},
    e as (
      select user_id, board, month as period, -sum(vp) as score, max(created_at) as reached_at
      from dist group by user_id, board, month
      union all
      select user_id, board, 'all', -sum(vp), max(created_at) from dist group by user_id, board
      union all
      (select distinct on (user_id, board, month) user_id, board, month, t, created_at
       from timed order by user_id, board, month, t, created_at)
      union all
      (select distinct on (user_id, board) user_id, board, 'all', t, created_at
       from timed order by user_id, board, t, created_at)
    )
    select e.user_id, e.board, e.period, e.score, e.reached_at,
      coalesce(p.consent_ranking, false) as listed,
      case when e.board like '%_time' then p.sexo else 'A' end as division
    from e left join profiles p on p.id = e.user_id`;
}

/**
 * The workout behind one person's entry on a board: on a time board the one that ran the time (the
 * first to run it), on a distance board the longest of the period. Null when there is none.
 */
export async function workoutBehind(
  db: Db,
  userId: string,
  board: AggregateBoard,
  period: string,
  limits: Limits,
): Promise<string | null> {
  const inPeriod = period === 'all' ? sql`true` : sql`month = ${period}`;
  const pick =
    board === 'run_time' || board === 'swim_time'
      ? sql`select id from timed where board = ${board} and ${inPeriod} order by t, created_at limit 1`
      : sql`select id from dist where board = ${board} and ${inPeriod} order by vp desc, created_at limit 1`;
  const { rows } = await sql<{ id: string }>`with ${countedOf(userId, limits)} ${pick}`.execute(db);
  return rows[0]?.id ?? null;
}

/** Recomputes one person's rows: changed rows are updated, vanished ones deleted, nothing else. */
export async function refreshUser(tx: Db, userId: string, limits: Limits): Promise<void> {
  await sql`
    with fresh as (${entriesOf(userId, limits)}),
    gone as (
      delete from ranking_entries r
      where r.user_id = ${userId}
        and not exists (select 1 from fresh f where f.board = r.board and f.period = r.period)
    )
    insert into ranking_entries as r (user_id, board, period, score, reached_at, listed, division)
    select user_id, board, period, score, reached_at, listed, division from fresh
    on conflict (user_id, board, period) do update set
      score = excluded.score, reached_at = excluded.reached_at,
      listed = excluded.listed, division = excluded.division
    where (r.score, r.reached_at, r.listed, r.division) is distinct from
      (excluded.score, excluded.reached_at, excluded.listed, excluded.division)`.execute(tx);
}

/**
 * Holds the person's profile row until the transaction ends, so their consent or sex cannot change
 * between the read of `refreshUser` and the commit: a profile update waits for this write, then its
 * trigger sees the rows written here; or this write waits for the update and reads the new values.
 */
export async function lockProfile(tx: Db, userId: string): Promise<void> {
  await sql`select 1 from profiles where id = ${userId} for share`.execute(tx);
}

/**
 * Copies consent and sex from the profiles again where a row differs (after a rebuild: a profile
 * changed while the rebuild read the old values, its trigger could not see the uncommitted rows).
 */
export async function syncProfiles(db: Db): Promise<number> {
  const result = await sql`
    update ranking_entries e set
      listed = coalesce(p.consent_ranking, false),
      division = case when e.board like '%_time' then p.sexo else 'A' end
    from profiles p
    where p.id = e.user_id
      and (e.listed, e.division) is distinct from
        (coalesce(p.consent_ranking, false), case when e.board like '%_time' then p.sexo else 'A' end)`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0);
}

/** Every row again, for another source configuration. */
export async function rebuildAll(tx: Db, limits: Limits): Promise<void> {
  await sql`delete from ranking_entries`.execute(tx);
  await sql`
    insert into ranking_entries (user_id, board, period, score, reached_at, listed, division)
    ${entriesOf(null, limits)}`.execute(tx);
}

/** The sources the rows were computed for; `lock` 'share' for a writer, 'update' for a rebuild. */
export async function storedSources(db: Db, lock: 'share' | 'update' | null): Promise<string> {
  const clause = lock === 'share' ? sql`for share` : lock === 'update' ? sql`for update` : sql``;
  const { rows } = await sql<{ sources: string }>`
    select sources from ranking_config where id = 1 ${clause}`.execute(db);
  return rows[0]?.sources ?? '';
}

export async function storeSources(tx: Db, sources: string): Promise<void> {
  await sql`update ranking_config set sources = ${sources} where id = 1`.execute(tx);
}

export interface BoardQuery {
  key: string;
  board: AggregateBoard;
  period: string;
  division: string;
}

export interface TopRow {
  key: string;
  user_id: string;
  score: number;
  nickname: string | null;
}

/** The top `limit` of every board asked for, in one statement (one index range each). */
export async function topOf(db: Db, boards: readonly BoardQuery[], limit: number): Promise<TopRow[]> {
  if (boards.length === 0) return [];
  const values = sql.join(boards.map((b) => sql`(${b.key}, ${b.board}, ${b.period}, ${b.division})`));
  const { rows } = await sql<TopRow>`
    select q.key, t.user_id, t.score, p.nickname
    from (values ${values}) as q(key, board, period, division)
    cross join lateral (
      select e.user_id, e.score, e.reached_at from ranking_entries e
      where e.listed and e.board = q.board and e.period = q.period and e.division = q.division
      order by e.score, e.reached_at, e.user_id
      limit ${limit}
    ) t
    join profiles p on p.id = t.user_id
    order by q.key, t.score, t.reached_at, t.user_id`.execute(db);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

export interface OwnRow {
  key: string;
  score: number;
  position: number;
}

/** The viewer's value and position (1 + how many are ahead, by the index) on each board they are on. */
export async function positionsOf(db: Db, userId: string, boards: readonly BoardQuery[]): Promise<OwnRow[]> {
  if (boards.length === 0) return [];
  const values = sql.join(boards.map((b) => sql`(${b.key}, ${b.board}, ${b.period}, ${b.division})`));
  const { rows } = await sql<{ key: string; score: number; ahead: string }>`
    select q.key, m.score,
      (select count(*) from ranking_entries e
       where e.listed and e.board = q.board and e.period = q.period and e.division = q.division
         and (e.score, e.reached_at, e.user_id) < (m.score, m.reached_at, m.user_id)) as ahead
    from (values ${values}) as q(key, board, period, division)
    join ranking_entries m on m.user_id = ${userId} and m.board = q.board and m.period = q.period
      and m.listed and m.division = q.division`.execute(db);
  return rows.map((r) => ({ key: r.key, score: Number(r.score), position: Number(r.ahead) + 1 }));
}

/** The naive aggregate: the same boards computed from the activities table on every read. */
export async function naiveBoard(db: Db, query: BoardQuery, limits: Limits, limit: number) {
  const { rows } = await sql<{ user_id: string; score: number; nickname: string | null }>`
    with all_entries as (${entriesOf(null, limits)})
    select e.user_id, e.score, p.nickname from all_entries e join profiles p on p.id = e.user_id
    where e.listed and e.board = ${query.board} and e.period = ${query.period}
      and e.division = ${query.division}
    order by e.score, e.reached_at, e.user_id
    limit ${limit}`.execute(db);
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

/** The naive position of one person (1 + how many are ahead), or null when not on the board. */
export async function naivePosition(db: Db, userId: string, query: BoardQuery, limits: Limits) {
  const { rows } = await sql<{ ahead: string }>`
    with all_entries as (${entriesOf(null, limits)}),
    board as (
      select * from all_entries
      where listed and board = ${query.board} and period = ${query.period} and division = ${query.division}
    )
    select (select count(*) from board b where (b.score, b.reached_at, b.user_id) < (m.score, m.reached_at, m.user_id)) as ahead
    from board m where m.user_id = ${userId}`.execute(db);
  return rows[0] ? Number(rows[0].ahead) + 1 : null;
}

export async function viewerOf(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['consent_ranking', 'sexo'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
