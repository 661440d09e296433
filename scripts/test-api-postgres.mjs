// Runs the API suite a second time against a real PostgreSQL server. Never skips: `npm test` first runs
// scripts/ensure-system.mjs, so an unreachable server is a failure, in CI and everywhere else.
// TEST_POSTGRES_URL overrides the default (the local server, trust auth, database `test`).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.error(
    `PostgreSQL não acessível em ${url} (${error.message}): rode \`node scripts/ensure-system.mjs\` ou defina TEST_POSTGRES_URL.`,
  );
  process.exit(1);
}
console.info(`API tests on PostgreSQL (${url})`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: url },
});
process.exit(run.status ?? 1);
