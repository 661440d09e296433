import type { Db } from '../../db/database.js';
import { pruneStates } from './oauth-states.repository.js';
import { findNewestReceivedAt, pruneWebhookEvents } from './webhook-events.repository.js';

/** The tracker's hourly clean-up (jobs/maintenance.ts runs it): stale OAuth states, old webhook events. */
export async function pruneTrackerRows(db: Db): Promise<void> {
  await pruneStates(db);
  await pruneWebhookEvents(db);
}

/** When the last webhook event arrived, if one did (the admin's system status). */
export function lastWebhookAt(db: Db): Promise<Date | undefined> {
  return findNewestReceivedAt(db);
}
