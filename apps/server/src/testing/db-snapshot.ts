import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Tables a refused call may still touch: its rate-limit counters. */
const IGNORED = ['rpc_rate_limits', 'rateLimit'];

/**
 * Every row of every table of ours (rate-limit counters excepted) as one comparable value per table,
 * read in a single statement: the generated guard tests take it before and after each hostile body.
 */
export function dbSnapshotter(db: Db): () => Promise<Record<string, string>> {
  let query: ReturnType<typeof sql.raw<{ name: string; h: string }>> | undefined;
  return async () => {
    if (!query) {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by table_name`.execute(db);
      const parts = rows
        .map((row) => row.name)
        .filter((name) => !IGNORED.includes(name))
        .map(
          (name) =>
            `select '${name}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
        );
      query = sql.raw<{ name: string; h: string }>(parts.join(' union all '));
    }
    const { rows } = await query.execute(db);
    return Object.fromEntries(rows.map((row) => [row.name, row.h]));
  };
}
