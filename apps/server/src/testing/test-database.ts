import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import pg from 'pg';

/**
 * Where one run keeps its migrated template. Each run makes its own (global-setup.ts) and hands its
 * name to the test files (`inject('testTemplate')`), so two runs at once (the PGlite and PostgreSQL
 * tiers of `npm test`, two checkouts on one server) never rewrite or drop each other's template.
 */
export interface TestTemplate {
  /** PGlite: the data directory dump (an uncompressed tar) every test file loads. */
  pgliteDump?: string;
  /** PostgreSQL: the database every test file's database is created from. */
  postgresDatabase?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

const runId = () => `${process.pid}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;

export const newPgliteDumpPath = () =>
  resolve(import.meta.dirname, `../../../../.tmp/pglite-template-${runId()}.tar`);
export const newPostgresTemplateName = () => `prontidao_template_${runId()}`;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One statement on the server's maintenance connection (CREATE / DROP DATABASE). */
export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
