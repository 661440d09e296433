import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Exam editions, versioned: a new version never replaces the one that graded old simulations.
  await db.schema
    .createTable('editais')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_estimate', 'boolean', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('editais_pk', ['id', 'version'])
    .execute();

  await db.schema
    .createTable('user_tests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('edital_id', 'text', (c) => c.notNull())
    .addColumn('edital_version', 'integer', (c) => c.notNull())
    .addColumn('sexo', 'text', (c) => c.notNull().check(sql`sexo in ('M', 'F')`))
    .addColumn('cargo_code', 'text')
    .addColumn('inputs', 'jsonb', (c) => c.notNull())
    .addColumn('json_resultado', 'jsonb', (c) => c.notNull())
    .addColumn('nota_final', 'numeric(4, 2)', (c) => c.notNull())
    .addColumn('apto', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('user_tests_edital_fk', ['edital_id', 'edital_version'], 'editais', [
      'id',
      'version',
    ])
    .execute();
  await db.schema
    .createIndex('user_tests_user_created_idx')
    .on('user_tests')
    .columns(['user_id', 'created_at desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_tests').execute();
  await db.schema.dropTable('editais').execute();
}
