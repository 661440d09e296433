import { type Kysely, sql } from 'kysely';

/**
 * The training plan back from the TAF date (issue 14; docs/decisions/036-training-plan.md). The plan
 * itself is computed on read by the domain (it follows the person's latest data at once); stored are
 * the person's settings and the last projection shown, to tell how it moved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_plan_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('sessions_per_week', 'integer', (c) => c.notNull())
    .addColumn('goal', 'jsonb', (c) => c.notNull().defaultTo(sql`'"apto"'::jsonb`))
    .addColumn('last_projection', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
