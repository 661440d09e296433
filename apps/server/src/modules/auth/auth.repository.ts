import type { Db } from '../../db/database.js';

// better-auth's tables (user, session, account, verification): better-auth writes them itself; these
// are the app's own reads and deletes of them (decision 041: the auth module owns them).

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('user').where('id', '=', userId).execute();
}

/** Ends every session of the person at once (a disabled account, on every process). */
export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}
