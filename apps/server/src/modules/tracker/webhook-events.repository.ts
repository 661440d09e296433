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

/** Unprocessed events after `afterId`, in arrival order (a page of the drain). */
export async function listUnprocessedAfter(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('webhook_events')
    .select('id')
    .where('processed_at', 'is', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether any event waits unprocessed (only those stored over a minute ago, when asked). */
export async function hasUnprocessed(db: Db, { olderThanAMinute = false } = {}): Promise<boolean> {
  let query = db.selectFrom('webhook_events').select('id').where('processed_at', 'is', null);
  if (olderThanAMinute) query = query.where('received_at', '<', sql<Date>`now() - interval '1 minute'`);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function findEvent(db: Db, eventId: number) {
  return db
    .selectFrom('webhook_events')
    .select(['payload', 'processed_at'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

export async function markProcessed(db: Db, eventId: number): Promise<void> {
  await db
    .updateTable('webhook_events')
    .set({ processed_at: new Date() })
    .where('id', '=', eventId)
    .execute();
}
