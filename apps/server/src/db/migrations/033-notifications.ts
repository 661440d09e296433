import { type Kysely, sql } from 'kysely';

/**
 * Reminders (issue 26, decision 053): the notification centre (one notification per person, kind
 * and São Paulo day — the unique key makes a reminder idempotent whatever the processes), each
 * person's choices (kinds turned off, the hour of the day's session, quiet hours, e-mail), the
 * browsers' Web Push subscriptions, and the headers a mail was sent with (List-Unsubscribe).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    // Claimed by the one delivery that sends it (push or e-mail at most once, whatever the runs).
    .addColumn('delivered_at', 'timestamptz')
    .addUniqueConstraint('notifications_once_a_day', ['user_id', 'kind', 'day'])
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('disabled_kinds', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('session_hour', 'smallint', (c) =>
      c.notNull().defaultTo(7).check(sql`session_hour between 0 and 23`),
    )
    .addColumn('quiet_start', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(22 * 60)
        .check(sql`quiet_start between 0 and 1439`),
    )
    .addColumn('quiet_end', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(7 * 60)
        .check(sql`quiet_end between 0 and 1439`),
    )
    .addColumn('email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('expiration_time', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notifications').execute();
}
