// The training log at a heavy user's size, on PostgreSQL (issue 8): the first page of a history of
// 2,000 activities (target p95 ≤ 30 ms) and the balance over 10,000 ledger rows (p95 ≤ 10 ms),
// called through the app in process (HTTP stack, session, validation included), on a database
// made for the bench and dropped after.
import { createApp } from '../apps/server/src/app.js';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import { parseEnv } from '../apps/server/src/env.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import { record } from './report.js';
import { withThrowawayDatabase } from './throwaway-database.js';

const PASSWORD = 'Treino#Forte2025';

export async function trainingReport(): Promise<void> {
  const section = 'Treinos e moedas no PostgreSQL (usuário com 2.000 treinos e 10.000 lançamentos)';
  console.info(`\n${section}`);
  await withThrowawayDatabase(section, 'training', async (databaseUrl) => {
    const env = parseEnv({
      NODE_ENV: 'test',
      APP_URL: 'http://localhost:3000',
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT_SCALE: '100',
      SEED_DEMO: 'false',
    });
    const deps = await bootstrap(env, { log: createLogger('silent') });
    try {
      const app = createApp(deps);
      const headers = {
        origin: env.APP_URL,
        'content-type': 'application/json',
        'x-forwarded-for': '10.8.8.8',
      };
      const email = 'bench-treinos@exemplo.com';
      await app.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: PASSWORD, name: 'Bench' }),
      });
      await deps.db.updateTable('user').set({ emailVerified: true }).where('email', '=', email).execute();
      const signIn = await app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { id: userId } = await deps.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      await fill(deps.db, userId);
      // As autovacuum leaves a settled table: statistics and the visibility map index-only scans use.
      const { sql } = await import('kysely');
      await sql`vacuum analyze activities`.execute(deps.db);
      await sql`vacuum analyze coin_ledger`.execute(deps.db);
      const call = (name: string, body: unknown) => () =>
        app.request(`/api/rpc/${name}`, {
          method: 'POST',
          headers: { ...headers, cookie },
          body: JSON.stringify(body),
        });
      await time(
        section,
        'get_user_training_activities, 1ª página (20)',
        call('get_user_training_activities', { limit: 20 }),
        30,
      );
      await time(section, 'get_saldo_moedas (10.000 lançamentos)', call('get_saldo_moedas', {}), 10);
      await time(section, 'get_coin_wallet (10.000 lançamentos)', call('get_coin_wallet', {}), 10);
    } finally {
      await deps.close();
    }
  });
}

/** 2,000 activities over two years and 10,000 ledger rows for the bench user (plain SQL, fast). */
async function fill(db: Awaited<ReturnType<typeof bootstrap>>['db'], userId: string) {
  const { sql } = await import('kysely');
  await sql`
    insert into activities (user_id, activity_type, source, value_primary, value_secondary, duration_minutes, workout_date)
    select ${userId}, (array['RUN','RUN','SWIM','BARRA'])[1 + i % 4], 'manual',
           case when i % 4 = 3 then 10 + i % 20 else 400 + (i * 37) % 9000 end,
           case when i % 4 = 3 then null else 300 + (i * 53) % 3000 end, 30,
           date '2026-11-20' - (i % 730)
    from generate_series(1, 2000) as i`.execute(db);
  await sql`
    insert into coin_ledger (user_id, amount, reason, category, activity_id, iso_week, workouts, event_key)
    select ${userId}, 1 + i % 20, 'activity', (array['RUN','SWIM','BARRA'])[1 + i % 3], null,
           to_char(date '2026-11-20' - (i % 730), 'IYYY-"W"IW'), 1, 'bench:' || i
    from generate_series(1, 10000) as i`.execute(db);
}

async function time(
  section: string,
  label: string,
  run: () => Response | Promise<Response>,
  targetMs?: number,
) {
  for (let i = 0; i < 30; i++) await (await run()).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const start = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))] ?? 0;
  record({
    section,
    label,
    value: `p95 ${at(0.95).toFixed(2)} ms`,
    ...(targetMs ? { target: `p95 ≤ ${targetMs} ms`, ok: at(0.95) <= targetMs } : {}),
    note: `p50 ${at(0.5).toFixed(2)} ms`,
  });
}

// `tsx bench/training.ts` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await trainingReport();
  (await import('./report.js')).printSummary();
}
