import type { WalletCategory } from '@prontidao/domain/training/activity-types';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LedgerCategory, LedgerReason } from '../../db/schema.js';

// The append-only coin ledger. Nothing here updates or deletes a row: a correction is a new entry.

export interface LedgerEntry {
  user_id: string;
  amount: number;
  reason: LedgerReason;
  category: LedgerCategory;
  activity_id?: string | null;
  iso_week?: string | null;
  workouts?: number;
  /** Unique per user: the same event never credits twice. */
  event_key: string;
}

/** Appends an entry; false when its event key was already credited (nothing written). */
export async function append(db: Db, entry: LedgerEntry): Promise<boolean> {
  const result = await db
    .insertInto('coin_ledger')
    .values({
      user_id: entry.user_id,
      amount: entry.amount,
      reason: entry.reason,
      category: entry.category,
      activity_id: entry.activity_id ?? null,
      iso_week: entry.iso_week ?? null,
      workouts: entry.workouts ?? 0,
      event_key: entry.event_key,
    })
    .onConflict((oc) => oc.columns(['user_id', 'event_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The coin balance: the sum of the person's ledger (its running total, one key read). */
/**
 * Serializes the ledger writes of one person (a transaction-scoped advisory lock on their wallet).
 */
export async function lockWalletOf(tx: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`wallet:${userId}`}, 0))`.execute(tx);
}

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('coin_wallets')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export interface LedgerTotals {
  balance: number;
  workouts: number;
  /** By category, the TAF exercises' coins included (decision 046). */
  breakdown: Record<WalletCategory, number>;
}

/** Balance, completed workouts and the wallet's breakdown (the ledger's running totals). */
export async function totalsOf(db: Db, userId: string): Promise<LedgerTotals> {
  const row = await db
    .selectFrom('coin_wallets')
    .select(['balance', 'workouts', 'run', 'swim', 'barra', 'exercise', 'bonus', 'test'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    balance: Number(row?.balance ?? 0),
    workouts: Number(row?.workouts ?? 0),
    breakdown: {
      RUN: Number(row?.run ?? 0),
      SWIM: Number(row?.swim ?? 0),
      BARRA: Number(row?.barra ?? 0),
      EXERCISE: Number(row?.exercise ?? 0),
      BONUS: Number(row?.bonus ?? 0),
      TEST: Number(row?.test ?? 0),
    },
  };
}

/** The same totals summed from the ledger itself: what the running totals must always equal. */
export async function recomputeTotals(db: Db, userId: string): Promise<LedgerTotals> {
  const rows = await db
    .selectFrom('coin_ledger')
    .select(['category', sql<string>`sum(amount)`.as('amount'), sql<string>`sum(workouts)`.as('workouts')])
    .where('user_id', '=', userId)
    .groupBy('category')
    .execute();
  const breakdown: LedgerTotals['breakdown'] = { RUN: 0, SWIM: 0, BARRA: 0, EXERCISE: 0, BONUS: 0, TEST: 0 };
  let balance = 0;
  let workouts = 0;
  for (const row of rows) {
    const amount = Number(row.amount);
    balance += amount;
    workouts += Number(row.workouts);
    if (row.category !== 'OTHER') breakdown[row.category] += amount;
  }
  return { balance, workouts, breakdown };
}

/** Workouts credited in a week (sum of the ledger's workout marks) and the bonus already held. */
export async function weekStanding(
  db: Db,
  userId: string,
  isoWeek: string,
): Promise<{ workouts: number; bonus: number }> {
  const row = await db
    .selectFrom('coin_ledger')
    .select([
      sql<string>`coalesce(sum(workouts), 0)`.as('workouts'),
      sql<string>`coalesce(sum(amount) filter (where reason = 'regularity_bonus'), 0)`.as('bonus'),
    ])
    .where('user_id', '=', userId)
    .where('iso_week', '=', isoWeek)
    .executeTakeFirstOrThrow();
  return { workouts: Number(row.workouts), bonus: Number(row.bonus) };
}

/** The coins of a category credited in a week, reversals taken off (the exercises' weekly cap). */
export async function weekCoinsOf(
  db: Db,
  userId: string,
  isoWeek: string,
  category: LedgerCategory,
): Promise<number> {
  const row = await db
    .selectFrom('coin_ledger')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('coins'))
    .where('user_id', '=', userId)
    .where('iso_week', '=', isoWeek)
    .where('reason', 'in', ['activity', 'activity_reversal'])
    .where('category', '=', category)
    .executeTakeFirstOrThrow();
  return Number(row.coins);
}

/** Coins an activity holds now (credits minus reversals). */
export async function coinsOfActivities(
  db: Db,
  userId: string,
  activityIds: string[],
): Promise<Map<string, number>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('coin_ledger')
    .select(['activity_id', sql<string>`sum(amount)`.as('coins')])
    .where('user_id', '=', userId)
    .where('activity_id', 'in', activityIds)
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((row) => [row.activity_id ?? '', Number(row.coins)]));
}
