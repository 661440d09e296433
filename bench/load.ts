// Throughput of the compiled server on PostgreSQL: /api/health against a signed-in read
// (get_perfil_completo), 64 connections each, in the same run, on a database made for the bench.
import autocannon from 'autocannon';
import pg from 'pg';
import { ms, record } from './report.js';
import { signInDemo, startServer } from './server-process.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 64;
const SECONDS = 10;
const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 3);

export async function loadReport(port: number): Promise<void> {
  const section = `Carga no PostgreSQL (${CONNECTIONS} conexões, ${SECONDS} s cada, ${ROUNDS} rodadas)`;
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
      // Health and the signed-in read take turns, ROUNDS times: the share is judged within each
      // round (same moment, same load of the machine), and the medians are reported.
      const rounds: { health: Result; read: Result }[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const health = await hammer(`${server.url}/api/health`, {});
        const read = await hammer(`${server.url}/api/rpc/get_perfil_completo`, {
          method: 'POST',
          headers: { cookie, origin: server.url, 'content-type': 'application/json' },
          body: '{}',
        });
        rounds.push({ health, read });
      }
      const health = {
        rps: median(rounds.map((r) => r.health.rps)),
        p99: median(rounds.map((r) => r.health.p99)),
      };
      const read = { rps: median(rounds.map((r) => r.read.rps)), p99: median(rounds.map((r) => r.read.p99)) };
      const shares = rounds.map((r) => r.read.rps / r.health.rps);
      const share = median(shares);
      const errors = rounds.reduce((total, r) => total + r.read.errors, 0);
      record({
        section,
        label: 'GET /api/health',
        value: `${Math.round(health.rps)} req/s`,
        note: `p99 ${ms(health.p99)}; mediana de ${ROUNDS}`,
      });
      record({
        section,
        label: 'get_perfil_completo (com sessão)',
        value: `${Math.round(read.rps)} req/s`,
        // Issue 27's targets.
        target: '≥ 60 % do health',
        ok: share >= 0.6 && errors === 0,
        note: `${Math.round(share * 100)} % do health (rodadas: ${shares.map((x) => Math.round(x * 100)).join(', ')} %)${errors ? `, ${errors} respostas não 2xx` : ''}`,
      });
      record({
        section,
        label: 'get_perfil_completo p99',
        value: ms(read.p99),
        target: '≤ 25 ms',
        ok: read.p99 <= 25,
        note: `rodadas: ${rounds.map((r) => ms(r.read.p99)).join(', ')}`,
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

type Result = { rps: number; p99: number; errors: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function hammer(url: string, options: Options): Promise<Result> {
  await autocannon({ url, ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, ...options, connections: CONNECTIONS, duration: SECONDS });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}
