// Runs the API suite's files that reach a database a second time, against a real PostgreSQL server.
// Never skips: `npm test` first runs scripts/ensure-system.mjs, so an unreachable server is a failure,
// in CI and everywhere else.
// TEST_POSTGRES_URL overrides the default (the local server, trust auth, database `test`).
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { databaseTestFiles } from './database-tests.mjs';

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
// The files that never open a database ran on PGlite already: the same code, the same result.
const files = databaseTestFiles(process.cwd());
console.info(`API tests on PostgreSQL (${url}): the ${files.length} files that reach a database`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_POSTGRES_URL: url },
});
process.exit(run.status ?? 1);
