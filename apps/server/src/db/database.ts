import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { prepareDataDir } from './data-dir.js';
import { pgliteDialect } from './pglite-dialect.js';
import { initDataDirInWorker, pgliteStartParams } from './pglite-memory.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as an uncompressed tar (test templates). */
  dump?: () => Promise<Blob>;
  /** Raw SQL for libraries that bring their own (the job queue): several statements allowed. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** PostgreSQL only: the server's address, for libraries that open their own pool. */
  connectionString?: string;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory or 'memory://'. */
  dataDir?: string | undefined;
  /** A PGlite data dump (tar) to start from: tests clone a migrated image this way. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL connections per process. */
  poolSize?: number | undefined;
}

// One reading of Postgres values on both drivers: dates stay 'YYYY-MM-DD' (no time-zone shift),
// numeric and bigint become numbers (our values are small).
const DATE = 1082;
const NUMERIC = 1700;
const INT8 = 20;
const parsers = { [DATE]: (v: string) => v, [NUMERIC]: Number.parseFloat, [INT8]: Number };
for (const [oid, parse] of Object.entries(parsers)) pg.types.setTypeParser(Number(oid), parse);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server ends (a restart, a failover, an admin's terminate) must not
    // take the process down: the pool drops that client and the next query opens a new one.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      close: () => db.destroy(),
      executeSql: (text, values) => pool.query(text, values),
      connectionString: options.databaseUrl,
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.includes('://')) {
    prepareDataDir(dataDir);
    await initDataDirInWorker(dataDir);
  }
  const client = await PGlite.create(dataDir, {
    parsers,
    startParams: pgliteStartParams(),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = new Kysely<Database>({ dialect: pgliteDialect(client) });
  // The one connection is taken through Kysely, so raw SQL never slips into someone's transaction.
  const executeSql = (text: string, values?: unknown[]) =>
    db.connection().execute(async () => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    });
  return {
    db,
    kind: 'pglite',
    close: () => db.destroy(),
    // Uncompressed: every API test file loads it, and gunzipping it took half of that (0.6 → 0.35 s).
    dump: () => client.dumpDataDir('none'),
    executeSql,
  };
}
