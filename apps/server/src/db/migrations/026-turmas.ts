import { type Kysely, sql } from 'kysely';

/**
 * Turmas: a trainer's class for one exam and one TAF date (issue 24, decision 049).
 *
 * - `turmas`: the trainer's class (name, exam from the catalogue, TAF date, description); archived
 *   while `archived_at` is set.
 * - `turma_members`: who is in a turma. Leaving or being removed ends the membership only: the
 *   sharing (a `trainer_links` row of the trainers module) is the student's to revoke.
 * - `turma_invites`: multi-use links with a cap of people and an expiry, stored as SHA-256 hashes
 *   (the link is shown once); `uses` counts the people who joined through it and never passes
 *   `max_uses` (the check holds under a race: one conditional update per join).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('turmas')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('trainer_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 80`))
    .addColumn('edital_id', 'text')
    .addColumn('taf_date', 'date')
    .addColumn('description', 'text', (c) => c.check(sql`char_length(description) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('turmas_trainer_idx')
    .on('turmas')
    .columns(['trainer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('turma_members')
    .addColumn('turma_id', 'uuid', (c) => c.notNull().references('turmas.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('turma_members_pkey', ['turma_id', 'student_id'])
    .execute();
  await db.schema.createIndex('turma_members_student_idx').on('turma_members').column('student_id').execute();

  await db.schema
    .createTable('turma_invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('turma_id', 'uuid', (c) => c.notNull().references('turmas.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('max_uses', 'integer', (c) => c.notNull().check(sql`max_uses between 1 and 500`))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0).check(sql`uses >= 0 and uses <= max_uses`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('turma_invites_turma_idx')
    .on('turma_invites')
    .columns(['turma_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('turma_invites').execute();
  await db.schema.dropTable('turma_members').execute();
  await db.schema.dropTable('turmas').execute();
}
