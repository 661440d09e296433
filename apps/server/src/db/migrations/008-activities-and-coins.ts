import { type Kysely, sql } from 'kysely';

/**
 * The training log and the coin ledger (DECISIONS.md 'Activities', 'Coins — one rule, one ledger').
 * One activities table for every source; the ledger is append-only, its unique event key makes a
 * retried call or a replayed import credit once; balance, breakdown and workout count are sums.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('activity_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`activity_type in ('RUN','SWIM','BARRA','RIDE','STRENGTH','CARDIO','FLEXIBILITY','SPORTS','OTHER')`,
        ),
    )
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('manual','file','strava')`))
    .addColumn('external_id', 'text')
    .addColumn('client_key', 'uuid')
    .addColumn('value_primary', 'double precision')
    .addColumn('value_secondary', 'double precision')
    .addColumn('duration_minutes', 'integer')
    .addColumn('workout_date', 'date', (c) => c.notNull())
    .addColumn('start_time', 'timestamptz')
    .addColumn('notes', 'text')
    .addColumn('average_heartrate', 'real')
    .addColumn('max_heartrate', 'real')
    .addColumn('average_cadence', 'real')
    .addColumn('summary_polyline', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The history: newest first, keyset-paginated.
  await db.schema
    .createIndex('activities_user_history_idx')
    .on('activities')
    .columns(['user_id', 'workout_date desc', 'created_at desc', 'id desc'])
    .execute();
  // An import can never create a duplicate; a retried offline send writes once.
  await db.schema
    .createIndex('activities_source_external_unique')
    .on('activities')
    .columns(['source', 'external_id'])
    .unique()
    .where(sql.ref('external_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('activities_user_client_key_unique')
    .on('activities')
    .columns(['user_id', 'client_key'])
    .unique()
    .where(sql.ref('client_key'), 'is not', null)
    .execute();

  await db.schema
    .createTable('coin_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('activity','activity_reversal','regularity_bonus','test_grant')`),
    )
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('RUN','SWIM','BARRA','BONUS','TEST','OTHER')`),
    )
    // No foreign key: the entry outlives an activity that Strava's terms make us delete.
    .addColumn('activity_id', 'uuid')
    .addColumn('iso_week', 'text')
    .addColumn('workouts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('coin_ledger_event_unique')
    .on('coin_ledger')
    .columns(['user_id', 'event_key'])
    .unique()
    .execute();
  // Balance and breakdown are index-only sums.
  await db.schema
    .createIndex('coin_ledger_user_sums_idx')
    .on('coin_ledger')
    .columns(['user_id', 'category', 'amount', 'workouts'])
    .execute();
  await db.schema
    .createIndex('coin_ledger_activity_idx')
    .on('coin_ledger')
    .column('activity_id')
    .where(sql.ref('activity_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('coin_ledger_user_week_idx')
    .on('coin_ledger')
    .columns(['user_id', 'iso_week', 'reason'])
    .execute();

  // The promotion a person has already seen, so 'PROMOVIDO!' shows once, on any device.
  await db.schema
    .alterTable('profiles')
    .addColumn('promotion_seen_workouts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('promotion_seen_workouts').execute();
  await db.schema.dropTable('coin_ledger').execute();
  await db.schema.dropTable('activities').execute();
}
