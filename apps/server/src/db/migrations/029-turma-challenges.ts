import { type Kysely, sql } from 'kysely';

/**
 * Turma challenges (issue 24, decision 049): 'Mais treinos em dezembro', 'Mais pontos na semana' —
 * scored only with Prontidão's own figures (sessions done, coins earned), never a Strava measure,
 * and seen only by the turma's trainer and members, by nickname.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('turma_challenges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('turma_id', 'uuid', (c) => c.notNull().references('turmas.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`char_length(title) between 1 and 80`))
    .addColumn('metric', 'text', (c) => c.notNull().check(sql`metric in ('treinos', 'pontos')`))
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'turma_challenges_window_check',
      sql`ends_on >= starts_on and ends_on - starts_on <= 92`,
    )
    .execute();
  await db.schema
    .createIndex('turma_challenges_turma_idx')
    .on('turma_challenges')
    .columns(['turma_id', 'ends_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('turma_challenges').execute();
}
