import { type Kysely, sql } from 'kysely';

/**
 * One plan for the class (issue 24, decision 049).
 *
 * - `turmas.plan_sessions_per_week` / `plan_emphasis` / `plan_set_at`: the sessions per week and
 *   the tests (keys of the turma's exam) the trainer emphasises for the whole class.
 * - `training_plan_settings.emphasis`: the test keys the person's plan puts first (a turma's plan
 *   writes it; empty: the person's own order); `set_by`: who wrote the row last — null when the
 *   person did, the trainer's id when a turma's plan did (so the trainer sees a student's own change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('turmas')
    .addColumn('plan_sessions_per_week', 'smallint', (c) =>
      c.check(sql`plan_sessions_per_week between 2 and 6`),
    )
    .addColumn('plan_emphasis', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('plan_set_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('training_plan_settings')
    .addColumn('emphasis', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('set_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('training_plan_settings').dropColumn('set_by').dropColumn('emphasis').execute();
  await db.schema
    .alterTable('turmas')
    .dropColumn('plan_set_at')
    .dropColumn('plan_emphasis')
    .dropColumn('plan_sessions_per_week')
    .execute();
}
