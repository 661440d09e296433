import { type Kysely, sql } from 'kysely';

/**
 * One owner per table (issue 22 §1, docs/decisions/041-table-ownership-and-boundaries.md).
 *
 * - `promotion_marks`: the workout count of the last promotion a person was shown ('PROMOVIDO!'
 *   once per promotion) moves out of `profiles` into a table of its own module, coins, which
 *   decides promotions. The marks already stored are copied over.
 * - `cargos` goes: the posts of the concurso, their order and labels have one source, the domain's
 *   profile/cargos module (decision 043); nothing read the table any more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('promotion_marks')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('seen_workouts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`seen_workouts >= 0`))
    .execute();
  await sql`insert into promotion_marks (user_id, seen_workouts)
    select id, promotion_seen_workouts from profiles where promotion_seen_workouts > 0`.execute(db);
  await db.schema.alterTable('profiles').dropColumn('promotion_seen_workouts').execute();
  await db.schema.dropTable('cargos').execute();
}
