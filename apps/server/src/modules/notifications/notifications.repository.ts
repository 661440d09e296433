import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// The notification centre, each person's reminder choices and their browsers' push subscriptions
// (issue 26, decision 053). A notification is unique per person, kind and São Paulo day.

export interface NewNotification {
  user_id: string;
  kind: string;
  day: string;
  title: string;
  body: string;
  url: string;
}

/** Its id for the first writer of the person's kind and day; null when it already exists. */
export async function insertNotification(db: Db, row: NewNotification): Promise<string | null> {
  const inserted = await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) => oc.constraint('notifications_once_a_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function findNotification(db: Db, id: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'day', 'title', 'body', 'url', 'read_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Claims the notification's delivery: true for the one caller that sends it. */
export async function claimDelivery(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('notifications')
    .set({ delivered_at: sql`now()` })
    .where('id', '=', id)
    .where('delivered_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The people (of `userIds`) who already have a notification of `kind` on `day`. */
export async function notifiedOn(db: Db, kind: string, day: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notifications')
    .select('user_id')
    .where('kind', '=', kind)
    .where('day', '=', day)
    .where('user_id', 'in', userIds)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function listNotifications(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the person's notification read (all of them without an id); how many changed. */
export async function markRead(db: Db, userId: string, id: string | null): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (id) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findSettings(db: Db, userId: string) {
  return db
    .selectFrom('notification_settings')
    .select(['disabled_kinds', 'session_hour', 'quiet_start', 'quiet_end', 'email'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The settings of many people at once (those without a row have the defaults). */
export async function settingsOf(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('notification_settings')
    .select(['user_id', 'disabled_kinds', 'session_hour', 'quiet_start', 'quiet_end', 'email'])
    .where('user_id', 'in', userIds)
    .execute();
}

export async function saveSettings(
  db: Db,
  userId: string,
  settings: {
    disabled_kinds: string[];
    session_hour: number;
    quiet_start: number;
    quiet_end: number;
    email: boolean;
  },
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...settings })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...settings, updated_at: sql`now()` }))
    .execute();
}

export async function setEmail(db: Db, userId: string, email: boolean): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, email })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ email, updated_at: sql`now()` }))
    .execute();
}

/** A browser's subscription, now the person's (the same browser signed in to another account moves). */
export async function saveSubscription(
  db: Db,
  row: { user_id: string; endpoint: string; p256dh: string; auth: string; expiration_time: Date | null },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.user_id,
        p256dh: row.p256dh,
        auth: row.auth,
        expiration_time: row.expiration_time,
      }),
    )
    .execute();
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What the push service said is gone (404/410). */
export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_sent_at: sql`now()` }).where('id', '=', id).execute();
}

export async function subscriptionsOf(db: Db, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', '=', userId)
    .execute();
}
