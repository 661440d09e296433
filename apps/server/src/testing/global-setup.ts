import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { bootstrap } from '../bootstrap.js';
import { parseEnv } from '../env.js';
import { createLogger } from '../lib/logger.js';
import { adminQuery, newPgliteDumpPath, newPostgresTemplateName, withDatabase } from './test-database.js';

/**
 * Migrates one database per run and keeps it as a template: every test file then starts from
 * its own clone (a PGlite dump loaded in memory, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 * The template is this run's own, and is removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  const log = createLogger('silent');
  if (serverUrl) {
    const template = newPostgresTemplateName();
    await adminQuery(serverUrl, `create database ${template}`);
    const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: withDatabase(serverUrl, template) });
    const deps = await bootstrap(env, { log });
    await deps.close();
    project.provide('testTemplate', { postgresDatabase: template });
    return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  }
  const deps = await bootstrap(parseEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://' }), { log });
  await sql`checkpoint`.execute(deps.db);
  const dump = await deps.dump?.();
  if (!dump) throw new Error('PGlite dump unavailable');
  const file = newPgliteDumpPath();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await deps.close();
  project.provide('testTemplate', { pgliteDump: file });
  return () => rmSync(file, { force: true });
}
