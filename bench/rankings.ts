// The rankings at a national scale (issue 10): 100,000 people and 5,000,000 activities over two
// years on PostgreSQL, in a database made for the bench and dropped after. All twelve boards for one
// viewer (with their own positions) through the service, against the naive aggregate over the
// activities table side by side. `npx tsx bench/rankings.ts --scale 0.05` runs a smaller set.
import { BOARD_KEYS, boardSpec } from '@prontidao/domain/rankings/ranking-types';
import { sql } from 'kysely';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import type { Db } from '../apps/server/src/db/database.js';
import { parseEnv } from '../apps/server/src/env.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import * as rankings from '../apps/server/src/modules/rankings/rankings.service.js';
import * as training from '../apps/server/src/modules/training/training.service.js';
import { ms, record } from './report.js';
import { withThrowawayDatabase } from './throwaway-database.js';

const NOW = new Date('2026-11-23T12:00:00-03:00');
const MONTH = '2026-11';
const SOURCES = ['manual', 'file'] as const;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
};

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return times;
}

/** People and activities with generate_series: 70 % runs, 25 % swims, 5 % bar; 60 % consent. */
async function generate(db: Db, users: number, activities: number) {
  await sql`select setseed(0.42)`.execute(db);
  await sql`
    insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
    select 'bench-' || g, 'Nome Real ' || g, 'bench' || g || '@exemplo.com', true, now(), now()
    from generate_series(1, ${users}) g`.execute(db);
  await sql`
    insert into profiles (id, nickname, sexo, consent_ranking)
    select 'bench-' || g, 'Atleta ' || g, case when random() < 0.5 then 'M' else 'F' end, random() < 0.6
    from generate_series(1, ${users}) g`.execute(db);
  // In chunks of a million, so one statement never holds the whole set in memory.
  const chunk = 1_000_000;
  for (let from = 1; from <= activities; from += chunk) {
    const to = Math.min(activities, from + chunk - 1);
    await sql`
      insert into activities (user_id, activity_type, source, value_primary, value_secondary,
        duration_minutes, workout_date, start_time, best_2400_s, best_100_s, created_at, updated_at)
      select user_id, type, source, metres, seconds, greatest(1, round(seconds / 60)), day,
        case when source = 'manual' then null else day + time '07:00' end,
        case when type = 'RUN' and source <> 'manual' and metres >= 2400 then round((seconds * 2400 / metres * 0.97)::numeric, 1) end,
        case when type = 'SWIM' and source <> 'manual' and metres >= 100 then round((seconds * 100 / metres * 0.95)::numeric, 1) end,
        day + time '08:00' + make_interval(secs => (g % 36000)), day + time '08:00'
      from (
        select g, user_id, type, source, day, metres,
          round((metres * case when type = 'RUN' then 0.25 + random() * 0.25
                               when type = 'SWIM' then 0.85 + random() * 0.8 else 0 end)::numeric) as seconds
        from (
          select g, 'bench-' || (1 + floor(random() * ${users}))::int as user_id, type,
            case when r2 < 0.6 then 'manual' when r2 < 0.9 then 'file' else 'strava' end as source,
            (date '2026-11-23' - floor(random() * 730)::int) as day,
            case when type = 'RUN' then case when random() < 0.1 then 2400 + floor(random() * 100)
                                             else 2000 + floor(random() * 13000) end
                 when type = 'SWIM' then case when random() < 0.1 then 100 + floor(random() * 10)
                                              else 200 + floor(random() * 2800) end
                 else 5 + floor(random() * 20) end as metres
          from (
            select g, random() as r2,
              case when r1 < 0.7 then 'RUN' when r1 < 0.95 then 'SWIM' else 'BARRA' end as type
            from (select g, random() as r1 from generate_series(${from}::int, ${to}::int) g) a
          ) b
        ) c
      ) d`.execute(db);
  }
  await sql`vacuum analyze activities`.execute(db);
  await sql`vacuum analyze profiles`.execute(db);
}

/**
 * The naive aggregate of one board: group the activities table on every read (top 5 + own position).
 * Same rules as decision 028: a total is reached with its latest activity, a best time with the
 * first activity that ran it; then the user id.
 */
function naiveBoard(db: Db, key: (typeof BOARD_KEYS)[number], viewer: string) {
  const spec = boardSpec(key);
  const month = spec.period === 'monthly' ? sql`and to_char(a.workout_date, 'YYYY-MM') = ${MONTH}` : sql``;
  const sex = spec.sex ? sql`and p.sexo = ${spec.sex}` : sql``;
  const [target, low, high, best] =
    spec.sport === 'RUN' ? [2400, 2400, 2500, sql`a.best_2400_s`] : [100, 100, 110, sql`a.best_100_s`];
  const sources = sql.join(SOURCES.map((s) => sql`${s}`));
  const eligible = sql`from activities a join profiles p on p.id = a.user_id
      where p.consent_ranking and a.activity_type = ${spec.sport} and a.source in (${sources}) ${month} ${sex}
        and (a.board_review = 'kept' or (a.board_review is null and a.board_flag is null))`;
  const board =
    spec.measure === 'distance'
      ? sql`select a.user_id, -sum(a.value_primary) as score, max(a.created_at) as reached_at
          ${eligible} and a.value_primary > 0 group by a.user_id`
      : sql`select distinct on (user_id) user_id, t as score, created_at as reached_at from (
          select a.user_id, a.created_at, coalesce(
            case when ${best} > 0 then ${best}::float8 end,
            case when a.value_primary between ${low} and ${high} and a.value_secondary > 0
              then a.value_secondary * ${target} / a.value_primary end) as t
          ${eligible} and a.source <> 'manual'
        ) x where t is not null order by user_id, t, created_at`;
  return sql<{ user_id: string; nickname: string | null; score: number; rk: string }>`
    with board as (${board}),
    ranked as (
      select user_id, score, row_number() over (order by score, reached_at, user_id) as rk from board
    )
    select r.user_id, p.nickname, r.score, r.rk from ranked r join profiles p on p.id = r.user_id
    where r.rk <= 5 or r.user_id = ${viewer} order by r.rk`.execute(db);
}

/** Boards that differ between the maintained rows (the page) and the naive aggregate. */
async function differences(db: Db, viewer: string): Promise<string[]> {
  const page = await rankings.rankingsPage(db, viewer, SOURCES, NOW);
  const wrong: string[] = [];
  for (const key of BOARD_KEYS) {
    const { rows } = await naiveBoard(db, key, viewer);
    const naiveTop = rows.filter((r) => Number(r.rk) <= 5).map((r) => r.nickname);
    const naiveMe = rows.find((r) => r.user_id === viewer);
    const board = page.boards[key];
    const same =
      JSON.stringify(board.entries.map((e) => e.display_name)) === JSON.stringify(naiveTop) &&
      (board.me?.rk ?? null) === (naiveMe ? Number(naiveMe.rk) : null);
    if (!same) wrong.push(key);
  }
  return wrong;
}

/** The data set made with generate_series, and how long that took. */
async function recordGeneration(db: Db, section: string, users: number, activities: number) {
  const start = performance.now();
  await generate(db, users, activities);
  record({ section, label: 'gerar os dados (generate_series)', value: ms(performance.now() - start) });
}

/** The boards' maintained rows built from nothing over the whole data set, and how many there are. */
async function recordFullBuild(db: Db, section: string) {
  const start = performance.now();
  await rankings.ensureSources(db, SOURCES);
  await sql`vacuum analyze ranking_entries`.execute(db);
  const { rows } = await sql<{ n: string }>`select count(*) as n from ranking_entries`.execute(db);
  record({
    section,
    label: 'montar os agregados do zero',
    value: ms(performance.now() - start),
    note: `${Number(rows[0]?.n).toLocaleString('pt-BR')} linhas`,
  });
}

/** A viewer in the middle of the boards: consent on, active this month. */
async function middleViewer(db: Db): Promise<string> {
  const { rows: viewers } = await sql<{ user_id: string }>`
    select e.user_id from ranking_entries e
    where e.listed and e.board = 'run_distance' and e.period = ${MONTH}
    order by e.score offset (select count(*) / 2 from ranking_entries
      where listed and board = 'run_distance' and period = ${MONTH}) limit 1`.execute(db);
  return viewers[0]?.user_id ?? 'bench-1';
}

/** The twelve boards read from the maintained rows, against the target; their times. */
async function recordPageReads(db: Db, section: string, viewer: string): Promise<number[]> {
  await timed(10, () => rankings.rankingsPage(db, viewer, SOURCES, NOW));
  const fast = await timed(200, () => rankings.rankingsPage(db, viewer, SOURCES, NOW));
  const fastP95 = quantile(fast, 0.95);
  record({
    section,
    label: 'doze rankings + posições (get_rankings)',
    value: `p95 ${fastP95.toFixed(2)} ms`,
    target: 'p95 ≤ 50 ms',
    ok: fastP95 <= 50,
    note: `p50 ${quantile(fast, 0.5).toFixed(2)} ms`,
  });
  return fast;
}

/** The naive aggregate of the twelve boards: the same boards, and how many times slower. */
async function recordNaiveComparison(db: Db, section: string, viewer: string, scale: number, fast: number[]) {
  const naiveRuns = scale >= 0.5 ? 3 : 5;
  const naive = await timed(naiveRuns, async () => {
    for (const key of BOARD_KEYS) await naiveBoard(db, key, viewer);
  });
  const naiveP50 = quantile(naive, 0.5);
  const wrong = await differences(db, viewer);
  record({
    section,
    label: 'mesmos quadros que o ingênuo (top 5, posição, desempates)',
    value: wrong.length === 0 ? 'sim' : `não: ${wrong.join(', ')}`,
    ok: wrong.length === 0,
  });
  const ratio = naiveP50 / quantile(fast, 0.5);
  record({
    section,
    label: 'agregado ingênuo sobre activities (12 quadros)',
    value: `p50 ${naiveP50.toFixed(0)} ms`,
    note: `${naiveRuns} execuções`,
  });
  record({
    section,
    label: 'ingênuo ÷ agregados (p50)',
    value: `${ratio.toFixed(0)}×`,
    target: '≥ 20×',
    ok: ratio >= 20,
  });
}

/** The write side: a manual run logged with its board rows kept in the same transaction. */
async function recordWrites(db: Db, section: string, users: number) {
  const writers = Array.from({ length: 50 }, (_, i) => `bench-${1 + i * Math.floor(users / 50)}`);
  let n = 0;
  const writes = await timed(100, () =>
    training.insertActivity(db, writers[n++ % writers.length] as string, {
      p_activity_type: 'RUN',
      p_value_primary: 5000,
      p_value_secondary: 1500,
      p_workout_date: '2026-11-20',
    }),
  );
  record({
    section,
    label: 'registrar um treino (com os agregados)',
    value: `p95 ${quantile(writes, 0.95).toFixed(2)} ms`,
    note: `p50 ${quantile(writes, 0.5).toFixed(2)} ms`,
  });
}

/** The other approach: a materialized view of the same rows, refreshed concurrently. */
async function recordMaterializedView(db: Db, section: string) {
  let start = performance.now();
  await sql`create materialized view ranking_mv as
    select user_id, activity_type, to_char(workout_date, 'YYYY-MM') as month,
      sum(value_primary) as metres, max(created_at) as reached_at
    from activities where activity_type in ('RUN', 'SWIM') and source in ('manual', 'file')
    group by 1, 2, 3`.execute(db);
  await sql`create unique index on ranking_mv (user_id, activity_type, month)`.execute(db);
  record({
    section,
    label: 'visão materializada (só distâncias): criar',
    value: ms(performance.now() - start),
  });
  start = performance.now();
  await sql`refresh materialized view concurrently ranking_mv`.execute(db);
  record({
    section,
    label: 'visão materializada: refresh concurrently',
    value: ms(performance.now() - start),
    note: 'o atraso mínimo de um quadro nessa abordagem',
  });
}

export async function rankingsReport(scale = 1): Promise<void> {
  const users = Math.round(100_000 * scale);
  const activities = Math.round(5_000_000 * scale);
  const section = `Rankings no PostgreSQL (${users.toLocaleString('pt-BR')} pessoas, ${activities.toLocaleString('pt-BR')} treinos)`;
  console.info(`\n${section}`);
  await withThrowawayDatabase(section, 'rankings', async (databaseUrl) => {
    const env = parseEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
    });
    const deps = await bootstrap(env, { log: createLogger('silent') });
    try {
      const db = deps.db;
      await recordGeneration(db, section, users, activities);
      await recordFullBuild(db, section);
      const viewer = await middleViewer(db);
      const fast = await recordPageReads(db, section, viewer);
      await recordNaiveComparison(db, section, viewer, scale, fast);
      await recordWrites(db, section, users);
      await recordMaterializedView(db, section);
    } finally {
      await deps.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--scale');
  const scale = at > 0 ? Number(process.argv[at + 1]) : 1;
  const { cpus, loadavg } = await import('node:os');
  console.info(
    `${cpus().length} núcleos, carga ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await rankingsReport(scale);
}
