import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Account deletion (issue 13): the schedule on the profile, and the explicit deletes of the rows
// that do not cascade from "user" (deletion.tables.ts says which table goes how).

export interface PendingDeletion {
  requested_at: Date;
  due_at: Date;
}

export async function findPending(db: Db, userId: string): Promise<PendingDeletion | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['deletion_requested_at', 'deletion_due_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.deletion_requested_at || !row.deletion_due_at) return null;
  return { requested_at: new Date(row.deletion_requested_at), due_at: new Date(row.deletion_due_at) };
}

/** Who asks to be deleted: their address and name (for the mail) and role (the last admin stays). */
export async function findPerson(db: Db, userId: string) {
  return db
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.id', 'user.id')
    .select(['user.email', 'user.name', 'profiles.full_name', 'profiles.role'])
    .where('user.id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function schedule(db: Db, userId: string, requestedAt: Date, dueAt: Date): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ deletion_requested_at: requestedAt, deletion_due_at: dueAt })
    .where('id', '=', userId)
    .execute();
}

/** Clears a pending deletion; true when there was one. */
export async function cancel(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .updateTable('profiles')
    .set({ deletion_requested_at: null, deletion_due_at: null })
    .where('id', '=', userId)
    .where('deletion_due_at', 'is not', null)
    .returning('id')
    .execute();
  return rows.length > 0;
}

export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/** Who is due at `now`, oldest first. */
export async function listDue(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('profiles')
    .select('id')
    .where('deletion_due_at', '<=', now)
    .orderBy('deletion_due_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The person, locked, if their deletion is still due at `now` (a sign-in may have cancelled it). */
/** Whether the person's deletion is (still) due at `now`: a sign-in since clears it. */
export async function isDue(db: Db, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', userId)
    .where('deletion_due_at', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}

export async function lockIfDue(db: Db, userId: string, now: Date) {
  return db
    .selectFrom('profiles')
    .innerJoin('user', 'user.id', 'profiles.id')
    .select(['user.id', 'user.email'])
    .where('profiles.id', '=', userId)
    .where('profiles.deletion_due_at', '<=', now)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Every row of the person that would not go with the "user" row, then the "user" row itself
 * (which cascades to the rest). Runs inside the deletion's transaction.
 */
export async function deletePerson(db: Db, person: { id: string; email: string }): Promise<void> {
  const { id } = person;
  const email = person.email.toLowerCase();
  const athletes = await db
    .selectFrom('tracker_connections')
    .select(['provider', 'athlete_id'])
    .where('user_id', '=', id)
    .execute();
  for (const { provider, athlete_id } of athletes) {
    await db
      .deleteFrom('webhook_events')
      .where('provider', '=', provider)
      .where('owner_id', '=', athlete_id)
      .execute();
  }
  await db.deleteFrom('mail_outbox').where(sql<string>`lower(to_address)`, '=', email).execute();
  // Our rate-limit keys are '<call>:<user id>' (signed in) or '<call>:ip:<address>'.
  await db.deleteFrom('rpc_rate_limits').where(sql<number>`strpos(key, ${id})`, '>', 0).execute();
  // better-auth: sessions and accounts (they cascade too), and verification tokens naming the person.
  await db.deleteFrom('session').where('userId', '=', id).execute();
  await sql`delete from "account" where "userId" = ${id}`.execute(db);
  // The e-mail is matched whole, never as a substring: 'ana@…' must not take 'joana@…' along.
  await sql`delete from "verification"
    where strpos("value", ${id}) > 0 or lower("identifier") = ${email} or lower("value") = ${email}`.execute(
    db,
  );
  // The job queue's rows about them (mail to their address, jobs naming their id); running ones stay.
  for (const table of ['job', 'archive']) {
    await sql`delete from ${sql.table(`pgboss.${table}`)}
      where state <> 'active' and (strpos(data::text, ${id}) > 0 or lower(data->>'to') = ${email})`.execute(
      db,
    );
  }
  await db.deleteFrom('user').where('id', '=', id).execute();
}
