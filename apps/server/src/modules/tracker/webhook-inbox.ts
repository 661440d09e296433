import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, WebhookEventsTable } from '../../db/schema.js';

type EventRow = Insertable<WebhookEventsTable>;

interface Waiter {
  row: EventRow;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/** At most this many events per statement (7 parameters each, far under PostgreSQL's 65,535). */
const MAX_BATCH = 500;

const queues = new WeakMap<Kysely<Database>, Waiter[]>();

/**
 * Stores a webhook event; resolves true when it is new, false when Strava sent it before or when
 * its athlete has no live connection here (nothing of theirs to apply: dropped, no row). The events
 * that arrive in the same turn of the event loop share one INSERT (a group commit): under a burst of
 * 50 the acknowledgement costs one round trip instead of fifty, which is what keeps its p99 low.
 * The unique key (provider, object, aspect, event time) is the deduplication, also within a batch.
 */
export function storeEvent(db: Kysely<Database>, row: EventRow): Promise<boolean> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = [];
      queues.set(db, queue);
      setImmediate(() => {
        queues.delete(db);
        void flush(db, queue ?? []);
      });
    }
    queue.push({ row, resolve, reject });
  });
}

async function flush(db: Kysely<Database>, waiters: Waiter[]): Promise<void> {
  for (let start = 0; start < waiters.length; start += MAX_BATCH) {
    const batch = waiters.slice(start, start + MAX_BATCH);
    try {
      const fresh = new Set(
        (
          await insertNew(
            db,
            batch.map((w) => w.row),
          )
        ).map(keyOf),
      );
      for (const waiter of batch) {
        const key = keyOf(waiter.row);
        // The first of two identical events in one batch is the one stored.
        waiter.resolve(fresh.delete(key));
      }
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
}

type StoredKey = Pick<EventRow, 'provider' | 'object_type' | 'object_id' | 'aspect' | 'event_time'>;

/**
 * One statement: inserts the rows whose athlete has a live connection here and that were not
 * stored before (the unique key is the deduplication); returns the keys of those stored.
 */
async function insertNew(db: Kysely<Database>, rows: EventRow[]): Promise<StoredKey[]> {
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

function keyOf(row: StoredKey): string {
  return [row.provider, row.object_type, row.object_id, row.aspect, String(row.event_time)].join('\u0000');
}
