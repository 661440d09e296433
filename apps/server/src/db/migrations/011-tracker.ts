import { type Kysely, sql } from 'kysely';

/**
 * The tracker (issue 9, DECISIONS.md 'Integrations'): server-issued OAuth states, connections with
 * sealed tokens, webhook events deduplicated on what Strava sends (it has no event id), and the
 * numbers an import derives from a device's data.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Only a hash of the state is kept: single-use, bound to the user, short-lived.
  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('oauth_states_user_idx').on('oauth_states').column('user_id').execute();
  await db.schema.createIndex('oauth_states_expires_idx').on('oauth_states').column('expires_at').execute();

  await db.schema
    .createTable('tracker_connections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('athlete_id', 'text', (c) => c.notNull())
    // AES-256-GCM sealed (lib/token-cipher.ts): a dump reveals no token.
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('refresh_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_sync_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('tracker_connections_user_provider_unique')
    .on('tracker_connections')
    .columns(['user_id', 'provider'])
    .unique()
    .execute();
  await db.schema
    .createIndex('tracker_connections_athlete_idx')
    .on('tracker_connections')
    .columns(['provider', 'athlete_id'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('aspect', 'text', (c) => c.notNull())
    .addColumn('event_time', 'bigint', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('processed_at', 'timestamptz')
    .execute();
  // The insert is the deduplication: Strava retries an event up to three times.
  await db.schema
    .createIndex('webhook_events_dedupe_unique')
    .on('webhook_events')
    .columns(['provider', 'object_type', 'object_id', 'aspect', 'event_time'])
    .unique()
    .execute();
  await db.schema
    .createIndex('webhook_events_owner_idx')
    .on('webhook_events')
    .columns(['provider', 'owner_id'])
    .execute();

  await db.schema
    .alterTable('activities')
    .addColumn('elapsed_time_s', 'integer')
    .addColumn('best_2400_s', 'real')
    .addColumn('best_100_s', 'real')
    .addColumn('pool_length_m', 'real')
    .addColumn('lengths', 'integer')
    .addColumn('device', 'text')
    .addColumn('content_hash', 'text')
    .execute();
  // An upload or import is a duplicate of an activity of the same type starting within ± 60 s.
  await db.schema
    .createIndex('activities_user_type_start_idx')
    .on('activities')
    .columns(['user_id', 'activity_type', 'start_time'])
    .where(sql.ref('start_time'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('activities_user_type_start_idx').execute();
  await db.schema
    .alterTable('activities')
    .dropColumn('elapsed_time_s')
    .dropColumn('best_2400_s')
    .dropColumn('best_100_s')
    .dropColumn('pool_length_m')
    .dropColumn('lengths')
    .dropColumn('device')
    .dropColumn('content_hash')
    .execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('tracker_connections').execute();
  await db.schema.dropTable('oauth_states').execute();
}
