import { type Kysely, sql } from 'kysely';

/**
 * Data rights under the LGPD (issue 13; docs/decisions/035-data-rights.md).
 *
 * - `consents`: every grant and revocation of a consent, append-only, with the version of the text
 *   the person saw; the current state of a consent is its newest row.
 * - `data_exports`: a person's export (a ZIP), made by a job, downloadable by its owner for 24 hours.
 * - `profiles.deletion_requested_at` / `deletion_due_at`: an account deletion waiting out its 7-day
 *   grace period (signing in cancels it); a job deletes the person when it is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('granted', 'boolean', (c) => c.notNull())
    .addColumn('text_version', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('consents_user_kind_idx')
    .on('consents')
    .columns(['user_id', 'kind', 'id'])
    .execute();

  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pendente'))
    .addColumn('file', 'bytea')
    .addColumn('size_bytes', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ready_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('data_exports_user_idx')
    .on('data_exports')
    .columns(['user_id', 'created_at'])
    .execute();
  await sql`create index data_exports_expiry_idx on data_exports (expires_at) where file is not null`.execute(
    db,
  );

  await db.schema
    .alterTable('profiles')
    .addColumn('deletion_requested_at', 'timestamptz')
    .addColumn('deletion_due_at', 'timestamptz')
    .execute();
  await sql`create index profiles_deletion_due_idx on profiles (deletion_due_at) where deletion_due_at is not null`.execute(
    db,
  );
}
