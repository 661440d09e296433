import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Server-issued OAuth states (DECISIONS.md 'Integrations'): random, single-use, bound to the
// person, short-lived. Only a hash is stored, so a database read cannot replay one.

export const STATE_TTL_SECONDS = 10 * 60;

const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');

/** A new state for this person and provider; valid for 10 minutes, once. */
export async function issueState(db: Db, userId: string, provider: string): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  await db
    .insertInto('oauth_states')
    .values({
      state_hash: hashOf(state),
      user_id: userId,
      provider,
      expires_at: sql<Date>`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
    })
    .execute();
  return state;
}

/**
 * Spends a state: true only for an unused, unexpired state issued to this person for this
 * provider. One conditional update, so two callbacks racing with one state have one winner.
 */
export async function consumeState(
  db: Db,
  state: string,
  userId: string,
  provider: string,
): Promise<boolean> {
  const row = await db
    .updateTable('oauth_states')
    .set({ used_at: sql`now()` })
    .where('state_hash', '=', hashOf(state))
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('state_hash')
    .executeTakeFirst();
  return row !== undefined;
}

/** States past their time are worth nothing: the maintenance job drops them. */
export async function pruneStates(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('oauth_states')
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
