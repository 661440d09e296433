// Throughput of the compiled server on PostgreSQL: /api/health against a signed-in read
// (get_perfil_completo), 64 connections each, in the same run, on a database made for the bench.
import autocannon from 'autocannon';
import pg from 'pg';
import { ms, record } from './report.js';
import { signInDemo, startServer } from './server-process.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 64;
const SECONDS = 10;

export async function loadReport(port: number): Promise<void> {
  const section = `Carga no PostgreSQL (${CONNECTIONS} conexões, ${SECONDS} s cada)`;
  console.info(`\n${section}`);
  const dbName = `prontidao_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    record({ section, label: 'PostgreSQL', value: 'inacessível', ok: false, note: String(error) });
    return;
  }
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${dbName}`;
  try {
    const server = await startServer(port, { DATABASE_URL: databaseUrl.href });
    try {
      const cookie = await signInDemo(server.url);
      const health = await hammer(`${server.url}/api/health`, {});
      const read = await hammer(`${server.url}/api/rpc/get_perfil_completo`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: '{}',
      });
      record({
        section,
        label: 'GET /api/health',
        value: `${Math.round(health.rps)} req/s`,
        note: `p99 ${ms(health.p99)}`,
      });
      const share = read.rps / health.rps;
      record({
        section,
        label: 'get_perfil_completo (com sessão)',
        value: `${Math.round(read.rps)} req/s`,
        target: '≥ 50 % do health',
        ok: share >= 0.5 && read.errors === 0,
        note: `${Math.round(share * 100)} % do health${read.errors ? `, ${read.errors} respostas não 2xx` : ''}`,
      });
      record({
        section,
        label: 'get_perfil_completo p99',
        value: ms(read.p99),
        target: '≤ 50 ms',
        ok: read.p99 <= 50,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

type Options = { method?: 'POST'; headers?: Record<string, string>; body?: string };

async function hammer(url: string, options: Options) {
  await autocannon({ url, ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, ...options, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}
