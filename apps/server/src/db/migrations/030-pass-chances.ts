import { type Kysely, sql } from 'kysely';

/**
 * 'Chance de aprovação' kept per person (decision 050): the estimate changes only with their
 * simulations, TAF date, sex, cargo and exam — its `basis` — so it is computed once per basis and
 * read back by the dashboard and by a turma's board (200 students in one statement).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pass_chances')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('chance', 'jsonb')
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pass_chances').execute();
}
