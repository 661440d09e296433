import { type Kysely, sql } from 'kysely';

/**
 * Payments (issue 25, decision 051): each checkout a person starts, what the provider (Mercado Pago)
 * says of it, and the notices already applied — each once, whatever the replays. profiles gets the
 * end of the paid period (plano_until): past it, the viewer reads the free tier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('plan_code', 'text', (c) =>
      c.notNull().check(sql`plan_code in ('COMUM', 'AVAN_MENSAL', 'AVAN_SEMESTRE')`),
    )
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('mercado_pago'))
    .addColumn('checkout_id', 'text')
    .addColumn('provider_payment_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('criado')
        .check(
          sql`status in ('criado', 'pendente', 'aprovado', 'recusado', 'cancelado', 'estornado', 'contestado')`,
        ),
    )
    .addColumn('method', 'text', (c) => c.check(sql`method in ('pix', 'cartao')`))
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payments_user_idx')
    .on('payments')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('payment_notices')
    .addColumn('notice_key', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'uuid', (c) => c.references('payments.id').onDelete('cascade'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('profiles').addColumn('plano_until', 'timestamptz').execute();
  // The job that ends paid periods each minute reads only the people who have one.
  await db.schema
    .createIndex('profiles_plano_until_idx')
    .on('profiles')
    .column('plano_until')
    .where(sql.ref('plano_until'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('plano_until').execute();
  await db.schema.dropTable('payment_notices').execute();
  await db.schema.dropTable('payments').execute();
}
