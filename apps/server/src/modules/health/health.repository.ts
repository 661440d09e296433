import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Whether the database answers a query at all. */
export async function pingDatabase(db: Db): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
