import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, inject } from 'vitest';
import { createApp } from '../app.js';
import { bootstrap } from '../bootstrap.js';
import { parseEnv } from '../env.js';
import { createLogger } from '../lib/logger.js';
import { adminQuery, withDatabase } from './test-database.js';

export const APP_URL = 'http://localhost:3000';

/**
 * A real app on a fresh migrated database of its own (PGlite clone, or a PostgreSQL database
 * made from the template when TEST_POSTGRES_URL is set). Closed after the file's tests.
 */
export async function createTestApp(options: { signInLimit?: number } = {}) {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  const log = createLogger('silent');
  let dropDatabase: (() => Promise<void>) | undefined;
  let env = parseEnv({ NODE_ENV: 'test', DATA_DIR: 'memory://', APP_URL, TRUST_PROXY: 'true' });
  let loadDataDir: Blob | undefined;
  const template = inject('testTemplate');
  if (serverUrl) {
    if (!template.postgresDatabase) throw new Error('no PostgreSQL template: global-setup.ts did not run');
    const name = `prontidao_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(serverUrl, `create database ${name} template ${template.postgresDatabase}`);
    env = { ...env, DATABASE_URL: withDatabase(serverUrl, name) };
    dropDatabase = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    if (!template.pgliteDump) throw new Error('no PGlite template: global-setup.ts did not run');
    loadDataDir = new Blob([readFileSync(template.pgliteDump)]);
  }
  const deps = await bootstrap(env, {
    log,
    jobPollSeconds: 0.5,
    skipMigrations: true,
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(options.signInLimit ? { signInLimit: options.signInLimit } : {}),
  });
  const app = createApp(deps);
  afterAll(async () => {
    await deps.close();
    await dropDatabase?.();
  });
  return { app, deps, handle: deps.handle };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
