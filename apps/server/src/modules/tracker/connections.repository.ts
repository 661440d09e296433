import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Tracker connections. Tokens arrive and leave sealed (lib/token-cipher.ts); this module never
// sees them in clear.

export interface SealedTokens {
  access_token: string;
  refresh_token: string;
  expires_at: Date;
}

/** The person's live connection to a provider (not revoked), or undefined. */
export async function findLive(db: Db, userId: string, provider: string) {
  return db
    .selectFrom('tracker_connections')
    .selectAll()
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** The live connection of a provider's athlete (webhook events name the athlete, not us). */
export async function findLiveByAthlete(db: Db, provider: string, athleteId: string) {
  return db
    .selectFrom('tracker_connections')
    .selectAll()
    .where('provider', '=', provider)
    .where('athlete_id', '=', athleteId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Connects (or reconnects) a person: one row per person and provider. */
export async function upsert(
  db: Db,
  values: { user_id: string; provider: string; athlete_id: string; scope: string } & SealedTokens,
) {
  await db
    .insertInto('tracker_connections')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['user_id', 'provider']).doUpdateSet({
        athlete_id: values.athlete_id,
        scope: values.scope,
        access_token: values.access_token,
        refresh_token: values.refresh_token,
        expires_at: values.expires_at,
        connected_at: sql`now()`,
        revoked_at: null,
        last_sync_at: null,
      }),
    )
    .execute();
}

export async function saveTokens(db: Db, id: string, tokens: SealedTokens) {
  await db.updateTable('tracker_connections').set(tokens).where('id', '=', id).execute();
}

export async function markSynced(db: Db, id: string) {
  await db
    .updateTable('tracker_connections')
    .set({ last_sync_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function revoke(db: Db, id: string) {
  await db
    .updateTable('tracker_connections')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** When the person's connection to a provider began and ended (live or not). */
export async function findConnectionDates(db: Db, userId: string, provider: string) {
  return db
    .selectFrom('tracker_connections')
    .select(['connected_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}
