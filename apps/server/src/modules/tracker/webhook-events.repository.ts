import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Webhook events are kept 30 days after processing (enough to see a retry storm), then dropped. */
export async function pruneWebhookEvents(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('webhook_events')
    .where('processed_at', '<', sql<Date>`now() - interval '30 days'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
