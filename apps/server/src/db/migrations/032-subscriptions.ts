import { type Kysely, sql } from 'kysely';

/**
 * The monthly plan's subscription (issue 25, decision 052): whether the next month is charged. One
 * row per person; a payment made to renew carries the end of the month it follows (renewal_for),
 * unique per person, so two processes issuing the same renewal make one charge. checkout_url keeps
 * the provider's page, so a renewal can be paid from the plans page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ativa', 'cancelada', 'encerrada')`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('end_reason', 'text', (c) =>
      c.check(sql`end_reason in ('renovacao_nao_paga', 'semestral', 'estorno')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The renewal job reads only the running subscriptions.
  await db.schema
    .createIndex('subscriptions_active_idx')
    .on('subscriptions')
    .column('user_id')
    .where(sql.ref('status'), '=', 'ativa')
    .execute();
  await db.schema.alterTable('payments').addColumn('checkout_url', 'text').execute();
  await db.schema.alterTable('payments').addColumn('renewal_for', 'timestamptz').execute();
  await db.schema
    .createIndex('payments_renewal_uq')
    .on('payments')
    .columns(['user_id', 'renewal_for'])
    .unique()
    .where(sql.ref('renewal_for'), 'is not', null)
    .execute();
  // The admin's payments list: newest first, all or by status.
  await db.schema.createIndex('payments_created_idx').on('payments').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('payments_status_created_idx')
    .on('payments')
    .columns(['status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_status_created_idx').execute();
  await db.schema.dropIndex('payments_created_idx').execute();
  await db.schema.dropIndex('payments_renewal_uq').execute();
  await db.schema.alterTable('payments').dropColumn('renewal_for').execute();
  await db.schema.alterTable('payments').dropColumn('checkout_url').execute();
  await db.schema.dropTable('subscriptions').execute();
}
