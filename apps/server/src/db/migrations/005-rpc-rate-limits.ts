import type { Kysely } from 'kysely';

/** Fixed-window counters for our own calls (per user or per address), shared by every process. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rpc_rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rpc_rate_limits_window_idx')
    .on('rpc_rate_limits')
    .column('window_start')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rpc_rate_limits').execute();
}
