import { type Kysely, sql } from 'kysely';

/**
 * An admin's demotion is final until an admin promotes again (issue 20, docs/decisions/037):
 * - `profiles.demoted_at`: set when an admin makes an account 'aluno', cleared when an admin grants
 *   a role again; while set, trainer onboarding and the 'treinador' intent are refused.
 * - `trainer_links.ended_by`: who ended a revoked link — the student ('student', every link revoked
 *   before this migration) or an admin's demotion of the trainer ('admin'), which the student's card
 *   names. Null on an active link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('demoted_at', 'timestamptz').execute();
  await db.schema
    .alterTable('trainer_links')
    .addColumn('ended_by', 'text', (c) => c.check(sql`ended_by in ('student', 'admin')`))
    .execute();
  await sql`update trainer_links set ended_by = 'student' where revoked_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('trainer_links').dropColumn('ended_by').execute();
  await db.schema.alterTable('profiles').dropColumn('demoted_at').execute();
}
