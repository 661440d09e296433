import { type Kysely, sql } from 'kysely';

/**
 * Trainers (docs/decisions/030-trainers.md).
 *
 * - `profiles.cref_status`: 'pendente' (in the admin queue), 'verificado' or 'rejeitado', with the
 *   reason of a rejection; `cref_verified` stays true exactly when verified.
 * - `trainer_invites`: single-use tokens, stored as SHA-256 hashes, valid 7 days. Accepting marks
 *   the row used in the same statement that checks it, so two students racing on one token cannot
 *   both win.
 * - `trainer_links`: an approved link while `revoked_at` is null; at most one active link per pair.
 * - `trainer_access_log`: what a linked trainer opened of a student's data (LGPD), one row per
 *   trainer, student, resource and 10-minute window.
 * - `profile_weights`: the weight a person saved, one row per day (their body report's history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('cref_status', 'text')
    .addColumn('cref_rejection_reason', 'text')
    .execute();

  await db.schema
    .createTable('trainer_invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('canceled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('trainer_invites_trainer_idx')
    .on('trainer_invites')
    .columns(['trainer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('trainer_links')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('invite_id', 'uuid', (c) => c.references('trainer_invites.id').onDelete('set null'))
    .addColumn('approved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create unique index trainer_links_active_unique on trainer_links (trainer_id, student_id)
    where revoked_at is null`.execute(db);
  await sql`create index trainer_links_student_active_idx on trainer_links (student_id)
    where revoked_at is null`.execute(db);

  await db.schema
    .createTable('trainer_access_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('trainer_access_log_window_unique')
    .on('trainer_access_log')
    .columns(['trainer_id', 'student_id', 'resource', 'window_start'])
    .unique()
    .execute();
  await db.schema
    .createIndex('trainer_access_log_student_idx')
    .on('trainer_access_log')
    .columns(['student_id', 'viewed_at'])
    .execute();

  await db.schema
    .createTable('profile_weights')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('measured_on', 'date', (c) => c.notNull())
    .addColumn('peso_kg', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_weights_pkey', ['user_id', 'measured_on'])
    .execute();
  // The weights saved so far become each person's first point.
  await sql`insert into profile_weights (user_id, measured_on, peso_kg)
    select id, (updated_at at time zone 'America/Sao_Paulo')::date, peso_kg from profiles
    where peso_kg is not null`.execute(db);
}
