import { CONSENT_TEXTS, type ConsentKind } from '@prontidao/domain/privacy/consents';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The consents table is append-only: every grant and withdrawal, with the version of the text the
// person saw; the newest row of a (person, kind) is its recorded state.

/**
 * Records a consent given (granted) or withdrawn, with the version of today's text. Services call
 * it where the consent changes (profile save, invite accepted, link revoked, Strava connected or
 * disconnected); pass the transaction when the change runs in one.
 */
export async function recordConsent(db: Db, userId: string, kind: ConsentKind, granted: boolean) {
  await db
    .insertInto('consents')
    .values({ user_id: userId, kind, granted, text_version: CONSENT_TEXTS[kind].version })
    .execute();
}

/** Every consent row of the person, oldest first (for the export and the current state). */
export async function listConsentHistory(db: Db, userId: string) {
  return db
    .selectFrom('consents')
    .select(['kind', 'granted', 'text_version', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute();
}

/** Where each consent lives today: the profile flag, the active links, the Strava connection. */
export async function findConsentSources(db: Db, userId: string) {
  const [profile, links, strava] = await Promise.all([
    db
      .selectFrom('profiles')
      .select(['consent_ranking', 'updated_at'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('trainer_links')
      .select([
        sql<number>`count(*) filter (where revoked_at is null)::int`.as('active'),
        sql<Date | null>`min(approved_at) filter (where revoked_at is null)`.as('first_active_at'),
        sql<Date | null>`max(revoked_at)`.as('last_revoked_at'),
      ])
      .where('student_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tracker_connections')
      .select(['connected_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .where('provider', '=', 'strava')
      .executeTakeFirst(),
  ]);
  return { profile, links, strava };
}

/** Takes the person off the rankings (the boards follow through the profiles trigger). */
export async function turnRankingOff(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('profiles')
    .set({ consent_ranking: false, updated_at: new Date() })
    .where('id', '=', userId)
    .where('consent_ranking', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every active trainer link of the student; returns how many. */
export async function revokeAllTrainerLinks(db: Db, studentId: string): Promise<number> {
  const result = await db
    .updateTable('trainer_links')
    .set({ revoked_at: sql`now()`, ended_by: 'student' })
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
