import { randomUUID } from 'node:crypto';
import { REGULARITY_BONUS } from '@prontidao/domain/coins/coin-rule';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import * as ledger from './coins.repository.js';
import * as coins from './coins.service.js';

// The coin service on its own, without the training module around it (whose writes also hold the
// person's profile row for the rankings). On PostgreSQL these transactions really run side by side;
// on PGlite they queue on its one connection. Two things serialize one person's ledger writes: the
// advisory lock (lockWallet) and the coin_wallets row that the ledger's trigger updates. With both
// gone (checked by hand: lock removed, trigger dropped) the first test fails with bonuses of −50/+50.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

async function newPerson(): Promise<string> {
  const { id } = await t.deps.db
    .insertInto('user')
    .values({
      id: randomUUID(),
      name: 'Carteira',
      email: `carteira-${randomUUID()}@exemplo.com`,
      emailVerified: true,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One workout credited and its weeks settled, as every activity write does, in its own transaction. */
const creditWorkout = (userId: string, date: string, metres: number) =>
  inTransaction(t.deps.db, async (tx) => {
    await coins.lockWallet(tx, userId);
    const activity = { id: randomUUID(), activity_type: 'SWIM', value_primary: metres, workout_date: date };
    const earned = await coins.creditActivity(tx, userId, { ...activity, revision: 1 });
    return earned + (await coins.settleWeeks(tx, userId, [date]));
  });

describe('the wallet lock', () => {
  it('20 concurrent workouts of one person in a regular week settle its bonus exactly once', async () => {
    const userId = await newPerson();
    // 2026-W28 (Jul 6–12) regular; W29 (Jul 13–19) gets two, then 20 at once: each sees the third.
    for (const date of ['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-13', '2026-07-14']) {
      await creditWorkout(userId, date, 100);
    }
    expect((await ledger.totalsOf(t.deps.db, userId)).breakdown.BONUS).toBe(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => creditWorkout(userId, `2026-07-${15 + (i % 5)}`, 100)),
    );
    const totals = await ledger.totalsOf(t.deps.db, userId);
    expect(totals.breakdown.BONUS).toBe(REGULARITY_BONUS);
    expect(results.reduce((sum, gained) => sum + gained, 0)).toBe(20 * 2 + REGULARITY_BONUS);
    expect(totals).toEqual(await ledger.recomputeTotals(t.deps.db, userId));
    expect(totals).toMatchObject({ balance: 25 * 2 + REGULARITY_BONUS, workouts: 25 });
  });

  it('concurrent test grants of one person all count, and the running totals agree with the ledger', async () => {
    const userId = await newPerson();
    await Promise.all(Array.from({ length: 10 }, () => coins.addTestCoins(t.deps.db, userId, true)));
    const totals = await ledger.totalsOf(t.deps.db, userId);
    expect(totals).toMatchObject({ balance: 8000, breakdown: { TEST: 8000 } });
    expect(totals).toEqual(await ledger.recomputeTotals(t.deps.db, userId));
  });
});

describe('the ledger in the database', () => {
  it('refuses to change or remove an entry; only an account deletion takes them away', async () => {
    const userId = await newPerson();
    await creditWorkout(userId, '2026-08-03', 400);
    const before = await t.deps.db
      .selectFrom('coin_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(before.length).toBeGreaterThan(0);

    await expect(
      sql`update coin_ledger set amount = amount + 1000 where user_id = ${userId}`.execute(t.deps.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from coin_ledger where user_id = ${userId}`.execute(t.deps.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`truncate coin_ledger cascade`.execute(t.deps.db)).rejects.toThrow(/append-only/);
    expect(
      await t.deps.db
        .selectFrom('coin_ledger')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ).toEqual(before);

    // The account's deletion (LGPD) cascades from the user row and is let through.
    await t.deps.db.deleteFrom('user').where('id', '=', userId).execute();
    const left = await t.deps.db
      .selectFrom('coin_ledger')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
  });
});
