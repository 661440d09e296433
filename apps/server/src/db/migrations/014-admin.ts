import { type Kysely, sql } from 'kysely';

/**
 * Admin (docs/decisions/032-admin.md) and the bar-technique analysis quota.
 *
 * - `audit_log`: role and plan changes, CREF decisions, account disabling, edital imports, admins'
 *   sign-ins; append-only, newest first.
 * - `profiles.disabled_at`: a disabled account cannot sign in and has no session.
 * - Indexes for /admin/users: prefix search on lower(e-mail), lower(nickname), lower(full name)
 *   (text_pattern_ops, so `like 'abc%'` uses them), and the filters by role and plan in sign-up order.
 * - `technique_analyses`: one row per bar-technique analysis (the plans' monthly quota).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').column('target_user_id').execute();

  await db.schema.alterTable('profiles').addColumn('disabled_at', 'timestamptz').execute();

  await sql`create index user_email_prefix_idx on "user" (lower(email) text_pattern_ops)`.execute(db);
  await sql`create index user_created_idx on "user" ("createdAt" desc, id desc)`.execute(db);
  await sql`create index profiles_nickname_prefix_idx on profiles (lower(nickname) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index profiles_full_name_prefix_idx on profiles (lower(full_name) text_pattern_ops)`.execute(
    db,
  );
  await sql`create index profiles_created_idx on profiles (created_at desc, id desc)`.execute(db);
  await sql`create index profiles_role_created_idx on profiles (role, created_at desc)`.execute(db);
  await sql`create index profiles_plan_created_idx on profiles (plano_code, created_at desc)`.execute(db);
  await sql`create index profiles_last_seen_idx on profiles (last_seen)`.execute(db);
  await sql`create index profiles_cref_pending_idx on profiles (updated_at) where cref_status = 'pendente'`.execute(
    db,
  );

  await db.schema
    .createTable('technique_analyses')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('activity_id', 'uuid', (c) => c.references('activities.id').onDelete('set null'))
    .addColumn('repetitions', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('technique_analyses_user_idx')
    .on('technique_analyses')
    .columns(['user_id', 'created_at'])
    .execute();
}
