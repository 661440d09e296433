import type { ConsentKind } from '@prontidao/domain/privacy/consents';
import type { Db } from '../../db/database.js';
import * as repo from './consent-log.repository.js';

// The record of every consent given and withdrawn (LGPD). A module below the ones where a consent
// changes (profiles, trainers, tracker) and the data-rights calls that show and withdraw them, so
// that none of those reaches up into data-rights to leave a line (decision 041: no module cycle).

/**
 * Records a consent given (granted) or withdrawn. Services call it where the consent changes
 * (profile save, invite accepted, link revoked, Strava connected or disconnected); pass the
 * transaction when the change runs in one.
 */
export function recordConsent(db: Db, userId: string, kind: ConsentKind, granted: boolean): Promise<void> {
  return repo.recordConsent(db, userId, kind, granted);
}

/** Every consent row of the person, oldest first. */
export function listConsentHistory(db: Db, userId: string) {
  return repo.listConsentHistory(db, userId);
}
