import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { bootstrap } from '../bootstrap.js';
import { parseEnv } from '../env.js';
import { createLogger } from '../lib/logger.js';
import { PG_TEMPLATE_DB, TEMPLATE_DUMP, withDatabase } from './test-database.js';

/**
 * Migrates one database per run and keeps it as a template: every test file then starts from
 * its own clone (a PGlite dump loaded in memory, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup() {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  const log = createLogger('silent');
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
    await admin.end();
    const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: withDatabase(serverUrl, PG_TEMPLATE_DB) });
    const deps = await bootstrap(env, { log });
    await deps.close();
    return;
  }
  const deps = await bootstrap(parseEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }), { log });
  await sql`checkpoint`.execute(deps.db);
  const dump = await deps.dump?.();
  if (!dump) throw new Error('PGlite dump unavailable');
  mkdirSync(dirname(TEMPLATE_DUMP), { recursive: true });
  writeFileSync(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await deps.close();
}
