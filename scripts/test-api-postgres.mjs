// Runs the API suite a second time against a real PostgreSQL server, when one is reachable.
// TEST_POSTGRES_URL overrides the default (the local server, trust auth, database `test`).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.warn(`PostgreSQL não acessível em ${url} (${error.message}): testes de API só no PGlite.`);
  process.exit(0);
}
console.info(`API tests on PostgreSQL (${url})`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: url },
});
process.exit(run.status ?? 1);
