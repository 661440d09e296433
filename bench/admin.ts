// The admin at a national scale (issue 12): 100,000 people with varied names, roles and plans,
// 300,000 simulations and 1,000,000 workouts over two years, 60,000 sessions in the last month, on
// PostgreSQL (a database made for the bench and dropped after). Each call goes through the app in
// process (an admin's session cookie, the RPC route, the access check): get_admin_stats,
// admin_list_users (name prefix, e-mail prefix, role filter, second page) and get_admin_analytics
// — target p95 ≤ 100 ms. `npx tsx bench/admin.ts --scale 0.1` runs a smaller set.
import { sql } from 'kysely';
import { createApp } from '../apps/server/src/app.js';
import { bootstrap } from '../apps/server/src/bootstrap.js';
import type { Db } from '../apps/server/src/db/database.js';
import { parseEnv } from '../apps/server/src/env.js';
import { createLogger } from '../apps/server/src/lib/logger.js';
import {
  computeAnalytics,
  weekWindow,
} from '../apps/server/src/modules/admin-analytics/admin-analytics.service.js';
import { ms, record } from './report.js';
import { withThrowawayDatabase } from './throwaway-database.js';
import { turmaBoardReport } from './turma-board.js';

const APP_URL = 'http://localhost:3000';
const RUNS = 200;
const WARMUP = 10;
const TARGET_MS = 100;

const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Mariana',
  'Nicolas',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vitória',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Ferreira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Araújo',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Ribeiro',
  'Barbosa',
];

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
};

const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`))}]::text[]`;

/**
 * People, profiles, simulations, workouts and sessions with generate_series. Names are 'First Last'
 * from the lists above (full name and nickname searchable), e-mails 'first.last<n>@…' without
 * accents; roles 90 % candidates, 9 % trainers (a third with a pending CREF), 1 % admins; plans
 * mostly FREE; sign-ups spread over two years; 60 % with a complete candidate profile.
 */
export async function generate(db: Db, users: number) {
  await sql`select setseed(0.12)`.execute(db);
  await sql`
    insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
    select 'bench-' || g, first || ' ' || last,
      lower(translate(first || '.' || last, 'áàâãéêíóôõúçÁÉÍÓÚ', 'aaaaeeiooouucAEIOU')) || g || '@exemplo.com',
      true, created, created
    from (
      select g,
        (${textArray(FIRST)})[1 + floor(random() * ${FIRST.length})::int] as first,
        (${textArray(LAST)})[1 + floor(random() * ${LAST.length})::int] as last,
        now() - random() * interval '730 days' as created
      from generate_series(1, ${users}) g
    ) s`.execute(db);
  await sql`
    insert into profiles (id, role, full_name, nickname, sexo, peso_kg, altura_cm, taf_dt, plano_code,
      cref_number, cref_region, cref_status, last_seen, disabled_at, created_at, updated_at)
    select id, role, name, split_part(name, ' ', 1) || '_' || substr(id, 7),
      case when complete then case when random() < 0.5 then 'M' else 'F' end end,
      case when complete then 50 + floor(random() * 50) end,
      case when complete then 150 + floor(random() * 50)::int end,
      case when complete then current_date + floor(random() * 365)::int end,
      case when r < 0.7 then 'FREE' when r < 0.85 then 'COMUM' when r < 0.95 then 'AVAN_MENSAL'
           when r < 0.98 then 'AVAN_SEMESTRE' end,
      case when role = 'treinador' then lpad(substr(id, 7), 6, '0') || '-G/SP' end,
      case when role = 'treinador' then 'SP' end,
      case when role = 'treinador' then case when random() < 0.33 then 'pendente' else 'verificado' end end,
      case when random() < 0.8 then now() - random() * interval '90 days' end,
      case when random() < 0.005 then now() end,
      "createdAt", "createdAt"
    from (
      select u.id, u.name, u."createdAt", random() < 0.6 as complete, random() as r,
        case when g % 100 = 0 then 'admin' when g % 100 < 10 then 'treinador' else 'aluno' end as role
      from "user" u, lateral (select substr(u.id, 7)::int as g) n
    ) s`.execute(db);

  const edital = await db.selectFrom('editais').select(['id', 'version']).executeTakeFirstOrThrow();
  await sql`
    insert into user_tests (user_id, edital_id, edital_version, sexo, cargo_code, inputs, json_resultado,
      nota_final, apto, created_at)
    select 'bench-' || (1 + floor(random() * ${users}))::int, ${edital.id}, ${edital.version},
      case when random() < 0.5 then 'M' else 'F' end, null, '{}',
      jsonb_build_object(
        'nota_final', nota, 'apto', nota >= 5,
        'edital', jsonb_build_object('id', ${edital.id}::text, 'version', ${edital.version}::int),
        'tests', jsonb_build_object(
          'barra', jsonb_build_object('valor', floor(random() * 16)::int),
          'corrida_2400m', jsonb_build_object('valor_s', 560 + floor(random() * 300)::int),
          'natacao_100m', jsonb_build_object('valor_s', 65 + floor(random() * 90)::int))),
      nota, nota >= 5, now() - random() * interval '730 days'
    from (select g, round((random() * 10)::numeric, 2) as nota from generate_series(1, ${users * 3}) g) s`.execute(
    db,
  );

  await sql`
    insert into activities (user_id, activity_type, source, value_primary, value_secondary, workout_date,
      created_at, updated_at)
    select 'bench-' || (1 + floor(random() * ${users}))::int,
      case when r < 0.6 then 'RUN' when r < 0.85 then 'SWIM' when r < 0.97 then 'BARRA' else 'RIDE' end,
      'manual', 1000 + floor(random() * 9000), 600 + floor(random() * 3000), day, day + time '20:00', day + time '20:00'
    from (
      select random() as r, current_date - floor(random() * 730)::int as day
      from generate_series(1, ${users * 10}) g
    ) s`.execute(db);

  await sql`
    insert into session (id, "userId", token, "expiresAt", "createdAt", "updatedAt")
    select 'bench-session-' || g, 'bench-' || (1 + floor(random() * ${users}))::int, 'bench-token-' || g,
      created + interval '30 days', created, created
    from (select g, now() - random() * interval '30 days' as created
          from generate_series(1, ${Math.round(users * 0.6)}) g) s`.execute(db);

  for (const table of ['"user"', 'profiles', 'user_tests', 'activities', 'session']) {
    await sql`vacuum analyze ${sql.raw(table)}`.execute(db);
  }
}

type App = ReturnType<typeof createApp>;

/** Signs a person up, confirms the e-mail, gives them the role, signs in: the session cookie. */
export async function roleCookie(
  app: App,
  db: Db,
  role: 'admin' | 'treinador' = 'admin',
  email = 'admin.bench@exemplo.com',
): Promise<string> {
  const password = 'Treino#Forte2025';
  const headers = { origin: APP_URL, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' };
  const signUp = await app.request(`${APP_URL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench ${role}`, email, password }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up: HTTP ${signUp.status} ${await signUp.text()}`);
  await db.updateTable('user').set({ emailVerified: true }).where('email', '=', email).execute();
  const id = (await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow())
    .id;
  await db
    .updateTable('profiles')
    .set({ role, full_name: `Bench ${role}` })
    .where('id', '=', id)
    .execute();
  const signIn = await app.request(`${APP_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in: HTTP ${signIn.status} ${await signIn.text()}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

type RpcAnswer = { status: number; body: { data?: unknown; error?: { code: string; message: string } } };

/** Where the measures go (the report's section), and how an RPC reaches the app as the admin. */
export interface RpcBench {
  section: string;
  call: (name: string, input: unknown) => Promise<RpcAnswer>;
}

/** An RPC through the app in process, as the signed-in person from our own site. */
export function adminRpc(app: App, cookie: string): RpcBench['call'] {
  return async (name, input) => {
    const res = await app.request(`${APP_URL}/api/rpc/${name}`, {
      method: 'POST',
      headers: {
        origin: APP_URL,
        'content-type': 'application/json',
        cookie,
        'x-forwarded-for': '10.9.9.9',
      },
      body: JSON.stringify(input),
    });
    const body = (await res.json()) as RpcAnswer['body'];
    return { status: res.status, body };
  };
}

/** One RPC timed RUNS times after WARMUP calls, against the target; a refused first call, as such. */
export async function recordRpc(
  { section, call }: RpcBench,
  label: string,
  name: string,
  input: () => unknown,
  note = '',
) {
  const first = await call(name, input());
  if (first.status !== 200) {
    record({
      section,
      label,
      value: `HTTP ${first.status}`,
      ok: false,
      note: first.body.error?.message ?? 'sem resposta',
    });
    return;
  }
  for (let i = 0; i < WARMUP; i++) await call(name, input());
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const begin = performance.now();
    const res = await call(name, input());
    times.push(performance.now() - begin);
    if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
  }
  const p95 = quantile(times, 0.95);
  record({
    section,
    label,
    value: `p95 ${p95.toFixed(1)} ms`,
    target: `p95 ≤ ${TARGET_MS} ms`,
    ok: p95 <= TARGET_MS,
    note: `p50 ${quantile(times, 0.5).toFixed(1)} ms${note ? `; ${note}` : ''}`,
  });
}

/** admin_list_users searched by name and by e-mail prefix, filtered by role and plan, and its second page. */
async function recordUserListing(bench: RpcBench) {
  const prefixes = ['mar', 'ana s', 'rafa', 'joão', 'luc'];
  let p = 0;
  await recordRpc(bench, 'admin_list_users: nome (prefixo)', 'admin_list_users', () => ({
    query: prefixes[p++ % prefixes.length],
  }));
  const emails = ['mariana.silva', 'bruno.c', 'joao.santos1', 'paula.'];
  let e = 0;
  await recordRpc(bench, 'admin_list_users: e-mail (prefixo)', 'admin_list_users', () => ({
    query: emails[e++ % emails.length],
  }));
  await recordRpc(bench, 'admin_list_users: papel treinador', 'admin_list_users', () => ({
    role: 'treinador',
  }));
  await recordRpc(bench, 'admin_list_users: plano e papel', 'admin_list_users', () => ({
    role: 'aluno',
    plan: 'AVAN_MENSAL',
  }));
  const page1 = await bench.call('admin_list_users', {});
  const cursor = (page1.body.data as { next_cursor?: string | null } | undefined)?.next_cursor;
  const label = 'admin_list_users: segunda página';
  if (cursor) await recordRpc(bench, label, 'admin_list_users', () => ({ cursor }));
  else if (page1.status === 200) record({ section: bench.section, label, value: 'sem cursor', ok: false });
}

/** The analytics' computation itself, which the call does once a minute per window (the cache's misses). */
async function recordAnalyticsComputation(db: Db, section: string) {
  for (const weeks of [12, 52]) {
    const { first, last } = weekWindow(weeks, new Date());
    await computeAnalytics(db, first, last);
    const cold: number[] = [];
    for (let i = 0; i < 10; i++) {
      const begin = performance.now();
      await computeAnalytics(db, first, last);
      cold.push(performance.now() - begin);
    }
    const p95 = quantile(cold, 0.95);
    record({
      section,
      // The issue's target names the statistics and the search; this is the first opening of the
      // analytics page in each minute, recorded as it is.
      label: `get_admin_analytics sem cache (${weeks} semanas)`,
      value: `p95 ${p95.toFixed(0)} ms`,
      note: `p50 ${quantile(cold, 0.5).toFixed(0)} ms; 10 execuções; a primeira abertura de cada minuto`,
    });
  }
}

export async function adminReport(scale = 1): Promise<void> {
  const users = Math.round(100_000 * scale);
  const section = `Admin no PostgreSQL (${users.toLocaleString('pt-BR')} pessoas, ${(users * 3).toLocaleString('pt-BR')} simulados, ${(users * 10).toLocaleString('pt-BR')} treinos)`;
  console.info(`\n${section}`);
  await withThrowawayDatabase(section, 'admin', async (databaseUrl) => {
    const env = parseEnv({
      NODE_ENV: 'test',
      APP_URL,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
    });
    const deps = await bootstrap(env, { log: createLogger('silent'), startJobs: false });
    try {
      const db = deps.db;
      const app = createApp(deps);
      const start = performance.now();
      await generate(db, users);
      record({ section, label: 'gerar os dados (generate_series)', value: ms(performance.now() - start) });
      const bench: RpcBench = { section, call: adminRpc(app, await roleCookie(app, db)) };

      await recordRpc(bench, 'get_admin_stats', 'get_admin_stats', () => ({}));
      await recordUserListing(bench);
      await recordRpc(
        bench,
        'get_admin_analytics (12 semanas)',
        'get_admin_analytics',
        () => ({}),
        'cache de 1 min',
      );
      await recordRpc(
        bench,
        'get_admin_analytics (52 semanas)',
        'get_admin_analytics',
        () => ({ weeks: 52 }),
        'cache de 1 min',
      );
      await recordAnalyticsComputation(db, section);
      await turmaBoardReport(app, db, section);
    } finally {
      await deps.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--scale');
  const scale = at > 0 ? Number(process.argv[at + 1]) : 1;
  await adminReport(scale);
  (await import('./report.js')).printSummary();
}
