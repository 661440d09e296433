import { type Kysely, sql } from 'kysely';

/** better-auth prunes its rateLimit table by "lastRequest" on every window reset. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists rate_limit_last_request_idx on "rateLimit" ("lastRequest")`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rate_limit_last_request_idx`.execute(db);
}
