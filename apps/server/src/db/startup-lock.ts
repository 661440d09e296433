import { sql } from 'kysely';
import type { DatabaseHandle } from './database.js';

/** One number for every Prontidão process of a database: pg_advisory_lock's key. */
const STARTUP_LOCK_KEY = 7_042_025;

/**
 * Runs start-up work (migrations, reference data, demo seed) in one process at a time: the
 * others wait for the lock, then find the work done. Held on a dedicated connection of the pool
 * while the work uses the others. The embedded PGlite serves one process only: no lock there.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}
