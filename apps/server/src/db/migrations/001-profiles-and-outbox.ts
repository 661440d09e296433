import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('aluno').check(sql`role in ('aluno', 'treinador', 'admin')`),
    )
    .addColumn('full_name', 'text')
    .addColumn('nickname', 'text')
    .addColumn('birth_date', 'date')
    .addColumn('sexo', 'text', (c) => c.check(sql`sexo in ('M', 'F')`))
    .addColumn('peso_kg', 'numeric(5, 1)', (c) => c.check(sql`peso_kg between 30 and 200`))
    .addColumn('altura_cm', 'integer', (c) => c.check(sql`altura_cm between 120 and 230`))
    .addColumn('taf_dt', 'date')
    .addColumn('cargo_code', 'text')
    .addColumn('consent_ranking', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plano_code', 'text')
    .addColumn('edital_id', 'text')
    .addColumn('cref_number', 'text')
    .addColumn('cref_region', 'text')
    .addColumn('cref_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_seen', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('profiles_role_idx').on('profiles').column('role').execute();
  await db.schema
    .createIndex('profiles_nickname_unique')
    .on('profiles')
    .expression(sql`lower(nickname)`)
    .unique()
    .execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mail_outbox_to_idx').on('mail_outbox').columns(['to_address', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('profiles').execute();
}
