import { type Kysely, sql } from 'kysely';

/**
 * What a person said they came for ('aluno' or 'treinador'), apart from the role they hold.
 * The trainer role is earned by trainer onboarding; accounts that got it by merely asking, with
 * no CREF on file, go back to an intent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('role_intent', 'text', (c) => c.check(sql`role_intent in ('aluno', 'treinador')`))
    .execute();
  await sql`update profiles set role = 'aluno', role_intent = 'treinador'
            where role = 'treinador' and cref_number is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('role_intent').execute();
}
