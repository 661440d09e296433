import { type Kysely, sql } from 'kysely';

/**
 * A linked trainer's adjustments of a student's training plan (issue 14; docs/decisions/
 * 036-training-plan.md, 'Trainer adjustments'). Append-only: every change is a row, the newest row
 * of a week applies ('set'), or takes the adjustment back ('clear'). A week is keyed by its END
 * date: weeks are counted back from the TAF, so the end stays put while the first week's start
 * moves with today. Removed sessions are named by date and kind (their 'w{n}-{k}' ids shift).
 *
 * - `user_id`: the student (their rows leave with them); `trainer_id`: who wrote it (set null when
 *   the trainer's account is deleted: the student's history stays, unsigned, and no longer applies).
 * - Indexes: (user_id, week_end, id) serves the newest row per week of a student and the export;
 *   trainer_id serves the set-null of a trainer's deletion.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_plan_adjustments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('week_end', 'date', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('set', 'clear')`))
    .addColumn('volume_percent', 'integer', (c) => c.check(sql`volume_percent between 50 and 110`))
    .addColumn('removed', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('note', 'text', (c) => c.check(sql`char_length(note) <= 500`))
    .addColumn('trainer_id', 'text', (c) => c.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'training_plan_adjustments_set_has_volume',
      sql`action = 'clear' or volume_percent is not null`,
    )
    .execute();
  await db.schema
    .createIndex('training_plan_adjustments_week_idx')
    .on('training_plan_adjustments')
    .columns(['user_id', 'week_end', 'id'])
    .execute();
  await sql`create index training_plan_adjustments_trainer_idx on training_plan_adjustments (trainer_id)
    where trainer_id is not null`.execute(db);
}
