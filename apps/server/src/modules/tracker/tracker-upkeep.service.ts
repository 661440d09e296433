import type { Db } from '../../db/database.js';
import { pruneStates } from './oauth-states.repository.js';
import { pruneWebhookEvents } from './webhook-events.repository.js';

/** The tracker's hourly clean-up (jobs/maintenance.ts runs it): stale OAuth states, old webhook events. */
export async function pruneTrackerRows(db: Db): Promise<void> {
  await pruneStates(db);
  await pruneWebhookEvents(db);
}
