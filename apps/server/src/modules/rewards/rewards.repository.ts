import type { Db } from '../../db/database.js';
import type { KnowledgeSnippetsTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export type SnippetRow = Omit<KnowledgeSnippetsTable, 'created_at'>;

/** Moves every stored position out of the way, so reordered content never trips the unique index. */
const POSITION_SHIFT = 1_000_000;

/**
 * The shipped snippets, in one transaction: rows no longer shipped are removed, the others
 * inserted or updated by id (created_at is kept).
 */
export async function replaceSnippets(db: Db, rows: SnippetRow[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    const ids = rows.map((row) => row.id);
    let stale = tx.deleteFrom('knowledge_snippets');
    if (ids.length > 0) stale = stale.where('id', 'not in', ids);
    await stale.execute();
    if (rows.length === 0) return;
    await tx
      .updateTable('knowledge_snippets')
      .set((eb) => ({ position: eb('position', '+', POSITION_SHIFT) }))
      .execute();
    await tx
      .insertInto('knowledge_snippets')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          position: eb.ref('excluded.position'),
          topic: eb.ref('excluded.topic'),
          title: eb.ref('excluded.title'),
          body: eb.ref('excluded.body'),
          extended: eb.ref('excluded.extended'),
          source: eb.ref('excluded.source'),
          source_url: eb.ref('excluded.source_url'),
          file_ref: eb.ref('excluded.file_ref'),
        })),
      )
      .execute();
  });
}

/** Every snippet, by position. */
export async function listSnippets(db: Db): Promise<SnippetRow[]> {
  return db
    .selectFrom('knowledge_snippets')
    .select(['id', 'position', 'topic', 'title', 'body', 'extended', 'source', 'source_url', 'file_ref'])
    .orderBy('position')
    .execute();
}
