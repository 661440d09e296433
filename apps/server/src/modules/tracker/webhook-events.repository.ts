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

/** When the newest webhook event arrived (by its primary key: ids grow with arrival, no scan). */
export async function findNewestReceivedAt(db: Db): Promise<Date | undefined> {
  const row = await db
    .selectFrom('webhook_events')
    .select('received_at')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.received_at;
}
