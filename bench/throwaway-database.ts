import pg from 'pg';
import { record } from './report.js';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs a bench part on a PostgreSQL database made for it (BENCH_POSTGRES_URL's server) and drops it
 * after, whatever happens. An unreachable server is recorded as a failed figure of the section.
 */
export async function withThrowawayDatabase(
  section: string,
  name: string,
  work: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    record({ section, label: 'PostgreSQL', value: 'inacessível', ok: false, note: String(error) });
    return;
  }
  const dbName = `prontidao_bench_${name}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  try {
    await work(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
