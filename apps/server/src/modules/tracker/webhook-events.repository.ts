import { type Insertable, type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, WebhookEventsTable } from '../../db/schema.js';

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

export type EventRow = Insertable<WebhookEventsTable>;

export type StoredKey = Pick<EventRow, 'provider' | 'object_type' | 'object_id' | 'aspect' | 'event_time'>;

/**
 * One statement: inserts the rows whose athlete has a live connection here and that were not
 * stored before (the unique key is the deduplication); returns the keys of those stored.
 */
export async function insertNewEvents(db: Kysely<Database>, rows: EventRow[]): Promise<StoredKey[]> {
  const values = rows.map(
    (r) =>
      sql`(${r.provider}, ${r.object_type}, ${r.object_id}, ${r.aspect}, ${r.event_time}::bigint, ${r.owner_id}, ${r.payload}::jsonb)`,
  );
  const result = await sql<StoredKey>`
    insert into webhook_events (provider, object_type, object_id, aspect, event_time, owner_id, payload)
    select v.* from (values ${sql.join(values)})
      as v (provider, object_type, object_id, aspect, event_time, owner_id, payload)
    where exists (
      select 1 from tracker_connections c
      where c.provider = v.provider and c.athlete_id = v.owner_id and c.revoked_at is null
    )
    on conflict (provider, object_type, object_id, aspect, event_time) do nothing
    returning provider, object_type, object_id, aspect, event_time`.execute(db);
  return result.rows;
}
