import { type Kysely, sql } from 'kysely';

/**
 * Comments between a trainer and a student (issue 24, decision 049).
 *
 * A thread is on one of: a student's session (`activity_id`, with `student_id` its owner — the
 * composite key makes the database refuse a session of someone else), a student's week
 * (`week_start`, a Monday), or a turma (`turma_id`: the trainer's notes to the whole class, no
 * student). Authors are the student and their linked trainers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index activities_id_user_unique on activities (id, user_id)`.execute(db);
  await db.schema
    .createTable('comments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('student_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('activity_id', 'uuid')
    .addColumn('week_start', 'date')
    .addColumn('turma_id', 'uuid', (c) => c.references('turmas.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 1000`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'comments_activity_fk',
      ['activity_id', 'student_id'],
      'activities',
      ['id', 'user_id'],
      (c) => c.onDelete('cascade'),
    )
    .addCheckConstraint(
      'comments_one_thread_check',
      sql`(activity_id is not null and week_start is null and turma_id is null and student_id is not null)
        or (activity_id is null and week_start is not null and turma_id is null and student_id is not null)
        or (activity_id is null and week_start is null and turma_id is not null and student_id is null)`,
    )
    .execute();
  await sql`create index comments_activity_idx on comments (activity_id, created_at) where activity_id is not null`.execute(
    db,
  );
  await sql`create index comments_week_idx on comments (student_id, week_start, created_at) where week_start is not null`.execute(
    db,
  );
  await sql`create index comments_turma_idx on comments (turma_id, created_at) where turma_id is not null`.execute(
    db,
  );
  await sql`create index comments_author_idx on comments (author_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comments').execute();
  await sql`drop index activities_id_user_unique`.execute(db);
}
