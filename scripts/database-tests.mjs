// Which API test files reach a database: the PostgreSQL tier runs only those. The others (parsers,
// signatures, clients of outside services, the call registry) never open one: run on PostgreSQL
// they would only repeat the PGlite tier's run of them (decision 009).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a test file that reaches a database says: a test app or a database of its own, the server
 * started as a process, or the PostgreSQL URL itself. A file left out imports none of the test
 * helpers, the database or the app (scripts/database-tests.test.mjs checks it).
 */
const REACHES_DATABASE =
  /createTestApp|openDatabase|bootstrap|TEST_POSTGRES_URL|DATABASE_URL|DATA_DIR|child_process|main\.js/;

/** @param {string} source a test file's text */
export const reachesDatabase = (source) => REACHES_DATABASE.test(source);

/** The API test files under `dir` that reach a database, as paths relative to `root`, sorted. */
export function databaseTestFiles(root, dir = 'apps/server/src') {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
    .filter((file) => reachesDatabase(readFileSync(join(root, file), 'utf8')))
    .sort();
}
