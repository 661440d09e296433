import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from './errors.js';

export interface RateRule {
  max: number;
  /** At most LONGEST_RATE_WINDOW_SECONDS: older counters are pruned by a recurring job. */
  windowSeconds: number;
}

export const LONGEST_RATE_WINDOW_SECONDS = 60 * 60;

/**
 * Counts one call in the window of `key`, which opens at its first call and lasts the rule's
 * seconds (one atomic upsert, so several processes agree), and refuses it with 429 past the maximum.
 */
export async function consumeRate(db: Db, key: string, rule: RateRule, now = new Date()): Promise<void> {
  const { count } = await countAttempt(db, key, rule, now);
  if (count > rule.max) {
    throw new AppError('TOO_MANY_REQUESTS', 'Muitas tentativas. Aguarde alguns segundos e tente novamente.');
  }
}

/** A counter after one more attempt: how many in its window, and when that window opened. */
export interface AttemptCount {
  count: number;
  windowStart: Date;
}

/** Counts one attempt of `key` in its window (opened by its first attempt), refusing nothing. */
export async function countAttempt(
  db: Db,
  key: string,
  rule: RateRule,
  now = new Date(),
): Promise<AttemptCount> {
  if (rule.windowSeconds > LONGEST_RATE_WINDOW_SECONDS)
    throw new Error('rate window longer than the pruning keeps');
  const stillOpen = sql<boolean>`rpc_rate_limits.window_start > excluded.window_start - make_interval(secs => ${rule.windowSeconds})`;
  const row = await db
    .insertInto('rpc_rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${stillOpen} then rpc_rate_limits.count + 1 else 1 end`,
        window_start: sql<Date>`case when ${stillOpen} then rpc_rate_limits.window_start else excluded.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: row.count, windowStart: row.window_start };
}

/** Takes one attempt back (it turned out not to count). */
export async function uncountAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rpc_rate_limits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

/** Opens the key's window again now: a lock reached now lasts the whole window. */
export async function restartWindow(db: Db, key: string, now = new Date()): Promise<void> {
  await db.updateTable('rpc_rate_limits').set({ window_start: now }).where('key', '=', key).execute();
}

export async function forgetAttempts(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.deleteFrom('rpc_rate_limits').where('key', 'in', keys).execute();
}

/** Deletes the rate-limit counters whose window closed long ago (ours and better-auth's). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - LONGEST_RATE_WINDOW_SECONDS * 1000);
  const ours = await db.deleteFrom('rpc_rate_limits').where('window_start', '<', cutoff).executeTakeFirst();
  await sql`delete from "rateLimit" where "lastRequest" < ${cutoff.getTime()}`.execute(db);
  return Number(ours.numDeletedRows);
}
