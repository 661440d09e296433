import { CONSENT_TEXTS, type ConsentKind } from '@prontidao/domain/privacy/consents';
import type { Db } from '../../db/database.js';

// The consents table is append-only: every grant and withdrawal, with the version of the text the
// person saw; the newest row of a (person, kind) is its recorded state.

/** Records a consent given (granted) or withdrawn, with the version of today's text. */
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
