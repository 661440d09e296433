import { type Kysely, sql } from 'kysely';

/**
 * Every TAF in Brazil (issue 23, docs/decisions/045-exams-in-the-product.md).
 *
 * - `editais.format`: 'grade_table' for an edital graded 0–10 by tables (CBMDF, CBMMG), 'exam' for
 *   an exam of the engine (pass marks or banded points per event: PMESP, Polícia Penal DF…). Both
 *   are versioned the same way, chosen the same way and keep the simulations they graded.
 * - `user_tests.nota_final` may be empty: a pass/fail exam has no grade out of 10.
 * - `editais.archived_at`: an archived edital or exam is no longer offered; who follows it keeps it.
 * - `user_tests.ranking_score`: how a result ranks on its exam's board (the grade 0–10, the points,
 *   or the index over the minimums: domain exams/result-score.ts); the graded rows get their grade.
 * - `profiles.edital_version`: the version a candidate chose; a newer one is offered ('Nova versão
 *   do edital'), never applied silently. Empty (profiles before this): the newest version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('editais')
    .addColumn('format', 'text', (c) =>
      c.notNull().defaultTo('grade_table').check(sql`format in ('grade_table', 'exam')`),
    )
    .addColumn('archived_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('edital_version', 'integer', (c) => c.check(sql`edital_version > 0`))
    .execute();
  await db.schema
    .alterTable('user_tests')
    .alterColumn('nota_final', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('user_tests').addColumn('ranking_score', 'float8').execute();
  await sql`update user_tests set ranking_score = nota_final`.execute(db);
  // The exam boards: one person's best result of an exam and sex (rankings/exam-board.repository.ts).
  await sql`create index user_tests_exam_board_idx
    on user_tests (edital_id, sexo, user_id, apto desc, ranking_score desc, created_at)`.execute(db);
}
