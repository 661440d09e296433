import type { Transaction } from 'kysely';
import type { Db } from './database.js';
import type { Database } from './schema.js';

export type Tx = Transaction<Database>;

/**
 * Writes that touch several rows run here: all or nothing. Repository functions take `db` first,
 * so they take the transaction the same way.
 *
 * On the embedded PGlite there is one connection: while a transaction runs, every other query of
 * the process waits for it (docs/decisions/019-transactions-and-jobs.md). Keep transactions short —
 * no network calls, no waiting on other work — and enqueue jobs with `{ transaction }` so the job
 * commits with the rows it is about.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
