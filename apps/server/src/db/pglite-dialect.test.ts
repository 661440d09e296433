import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteDialect } from './pglite-dialect.js';

// The one PGlite connection is handed out in arrival order, and a transaction holds it until it
// ends: issue 28 §1's fairness rests on these two rules (fairness.test.ts measures the whole app).
const db = new Kysely<Record<string, never>>({ dialect: pgliteDialect(new PGlite()) });
afterAll(() => db.destroy());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pgliteDialect', () => {
  it('serves waiting callers in the order they arrived', async () => {
    const served: number[] = [];
    const blocker = db.transaction().execute(async (tx) => {
      await pause(30);
      await sql`select 1`.execute(tx);
    });
    const callers = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? db.transaction().execute(async (tx) => {
            served.push(i);
            await sql`select ${i}`.execute(tx);
          })
        : sql`select ${i}`.execute(db).then(() => served.push(i)),
    );
    await Promise.all([blocker, ...callers]);
    expect(served).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('keeps a transaction whole: a query that arrives during it runs after its commit', async () => {
    await sql`create table if not exists t (n int)`.execute(db);
    let seen = -1;
    await Promise.all([
      db.transaction().execute(async (tx) => {
        await sql`insert into t values (1)`.execute(tx);
        await pause(20);
        await sql`insert into t values (2)`.execute(tx);
      }),
      pause(5).then(async () => {
        seen = (await sql<{ n: number }>`select count(*)::int as n from t`.execute(db)).rows[0]?.n ?? -1;
      }),
    ]);
    expect(seen).toBe(2);
  });
});
