import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import type { ProfileFields } from '@prontidao/domain/profile/requirements';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The admin's analytics in two statements, each grouped in SQL. Weeks are ISO weeks (Monday start)
// of São Paulo calendar dates; every source is bounded below by the window's first Monday, so the
// range scans use the indexes on user_tests(created_at), activities(workout_date),
// session("createdAt") and "user"("createdAt").

export interface WeekRow {
  week_start: string;
  signups: number;
  active_users: number;
  simulations: number;
  aptos: number;
  runs: number;
  swims: number;
  bars: number;
}

const ZONE = APP_TIME_ZONE;

/** Monday ('YYYY-MM-DD') of the São Paulo week of an instant column. */
const weekOfInstant = (column: string) =>
  sql`date_trunc('week', ${sql.ref(column)} at time zone ${sql.lit(ZONE)})::date`;

/**
 * One row per week from `firstMonday` to `lastMonday` (both Mondays), zero-filled. Activities count
 * in the week of their workout date (already a São Paulo date), so a tracker's back-fill of old
 * workouts lands in the weeks they were done; the other sources by when the row was created.
 */
export async function weeklySeries(db: Db, firstMonday: string, lastMonday: string): Promise<WeekRow[]> {
  const { rows } = await sql<WeekRow>`
    with bounds as (
      select ${firstMonday}::date as first_day, ${lastMonday}::date + 7 as end_day,
        ${firstMonday}::date::timestamp at time zone ${ZONE} as first_ts,
        (${lastMonday}::date + 7)::timestamp at time zone ${ZONE} as end_ts
    ),
    signups as (
      select ${weekOfInstant('u.createdAt')} as week, count(*) as n
      from "user" u
      where u."createdAt" >= (select first_ts from bounds) and u."createdAt" < (select end_ts from bounds)
      group by 1
    ),
    tests as (
      select t.user_id, ${weekOfInstant('t.created_at')} as week, t.apto
      from user_tests t
      where t.created_at >= (select first_ts from bounds) and t.created_at < (select end_ts from bounds)
    ),
    acts as (
      select a.user_id, date_trunc('week', a.workout_date)::date as week, a.activity_type
      from activities a
      where a.workout_date >= (select first_day from bounds) and a.workout_date < (select end_day from bounds)
    ),
    sessions as (
      select s."userId" as user_id, ${weekOfInstant('s.createdAt')} as week
      from session s
      where s."createdAt" >= (select first_ts from bounds) and s."createdAt" < (select end_ts from bounds)
    ),
    test_weeks as (
      select week, count(*) as simulations, count(*) filter (where apto) as aptos from tests group by week
    ),
    act_weeks as (
      select week,
        count(*) filter (where activity_type = 'RUN') as runs,
        count(*) filter (where activity_type = 'SWIM') as swims,
        count(*) filter (where activity_type = 'BARRA') as bars
      from acts group by week
    ),
    active as (
      select week, count(*) as n from (
        select user_id, week from tests
        union
        select user_id, week from acts
        union
        select user_id, week from sessions
      ) people
      group by week
    )
    select to_char(w.week, 'YYYY-MM-DD') as week_start,
      coalesce(su.n, 0)::int as signups,
      coalesce(ac.n, 0)::int as active_users,
      coalesce(tw.simulations, 0)::int as simulations,
      coalesce(tw.aptos, 0)::int as aptos,
      coalesce(aw.runs, 0)::int as runs,
      coalesce(aw.swims, 0)::int as swims,
      coalesce(aw.bars, 0)::int as bars
    from (
      select generate_series(${firstMonday}::date, ${lastMonday}::date, interval '1 week')::date as week
    ) w
    left join signups su on su.week = w.week
    left join active ac on ac.week = w.week
    left join test_weeks tw on tw.week = w.week
    left join act_weeks aw on aw.week = w.week
    order by w.week`.execute(db);
  return rows;
}

export interface FunnelRow {
  signed_up: number;
  profile_complete: number;
  first_simulation: number;
  first_activity: number;
}

type Field = keyof ProfileFields;

/** SQL saying a profile field is filled, as missingProfileFields reads it (blank text is missing). */
const FILLED: Record<Field, ReturnType<typeof sql>> = {
  email: sql`nullif(btrim(u.email), '') is not null`,
  full_name: sql`nullif(btrim(p.full_name), '') is not null`,
  nickname: sql`nullif(btrim(p.nickname), '') is not null`,
  sexo: sql`nullif(btrim(p.sexo), '') is not null`,
  peso_kg: sql`p.peso_kg is not null`,
  altura_cm: sql`p.altura_cm is not null`,
  taf_dt: sql`p.taf_dt is not null`,
  cref_number: sql`nullif(btrim(p.cref_number), '') is not null`,
  cref_region: sql`nullif(btrim(p.cref_region), '') is not null`,
};

/** The funnel over all time; `required` lists each role's required fields (the domain's rule). */
export async function funnel(db: Db, required: Record<string, readonly Field[]>): Promise<FunnelRow> {
  const complete = sql.join(
    Object.entries(required).map(
      ([role, fields]) =>
        sql`(p.role = ${role} and ${
          fields.length
            ? sql.join(
                fields.map((f) => FILLED[f]),
                sql` and `,
              )
            : sql`true`
        })`,
    ),
    sql` or `,
  );
  // Semi-joins (an index probe per person) rather than count(distinct) over every simulation and
  // every workout ever logged.
  const { rows } = await sql<FunnelRow>`
    select
      (select count(*) from "user")::int as signed_up,
      (select count(*) from profiles p join "user" u on u.id = p.id where ${complete})::int as profile_complete,
      (select count(*) from "user" u
        where exists (select 1 from user_tests t where t.user_id = u.id))::int as first_simulation,
      (select count(*) from "user" u
        where exists (select 1 from activities a where a.user_id = u.id))::int as first_activity`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('funnel: no row');
  return row;
}
