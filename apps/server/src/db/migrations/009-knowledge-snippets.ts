import { type Kysely, sql } from 'kysely';

/**
 * The domain's SNIPPET_TOPICS when this migration was written, frozen here: a migration never
 * changes meaning. A new topic in the domain needs a new migration widening the check (the seed
 * of every start fails loudly until then).
 */
const TOPICS = [
  'Nutrição',
  'Hidratação',
  'Suplementação',
  'Treino Tático',
  'Barra',
  'Corrida',
  'Natação',
  'Recuperação',
];

/**
 * Knowledge snippets ('Pílulas de Conhecimento'): reference data, upserted at every start from
 * modules/rewards/snippets-content.ts. Snippet n (its position) unlocks while the balance is at
 * least 100 + 50 × n, decided on the server (DECISIONS.md 'Coins — one rule, one ledger').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const topics = sql.join(TOPICS.map((topic) => sql.lit(topic)));
  await db.schema
    .createTable('knowledge_snippets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull().unique().check(sql`position >= 0`))
    .addColumn('topic', 'text', (c) => c.notNull().check(sql`topic in (${topics})`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('extended', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('file_ref', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('knowledge_snippets').execute();
}
