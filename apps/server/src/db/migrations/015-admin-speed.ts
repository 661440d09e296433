import { type Kysely, sql } from 'kysely';

/**
 * Speed of the admin pages at 100,000 people (issue 12's benchmark; docs/decisions/032-admin.md).
 *
 * - `profiles.email_search`: the account's e-mail, lower-cased, kept by triggers. With it the three
 *   fields a search matches (e-mail, nickname, full name) are on one table, so PostgreSQL can either
 *   OR three prefix indexes (a rare prefix) or walk the sign-up order and stop at the first page (a
 *   common one), whichever is cheaper.
 * - Analytics: index-only range scans for the weekly series (simulations by creation, workouts by
 *   their date, sign-ins by session creation).
 * - Statistics: one covering index the counts can read instead of the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column email_search text`.execute(db);
  await sql`update profiles p set email_search = lower(u.email) from "user" u where u.id = p.id`.execute(db);
  await sql`
    create function profiles_email_search_from_user() returns trigger language plpgsql as $$
    begin
      update profiles set email_search = lower(new.email) where id = new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger user_email_search after insert or update of email on "user"
    for each row execute function profiles_email_search_from_user()`.execute(db);
  await sql`
    create function profiles_email_search_on_insert() returns trigger language plpgsql as $$
    begin
      select lower(email) into new.email_search from "user" where id = new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger profiles_email_search before insert on profiles
    for each row execute function profiles_email_search_on_insert()`.execute(db);
  await sql`drop index if exists user_email_prefix_idx`.execute(db);
  await sql`create index profiles_email_prefix_idx on profiles (email_search text_pattern_ops)`.execute(db);

  await sql`create index user_tests_created_idx on user_tests (created_at) include (user_id, apto)`.execute(
    db,
  );
  await sql`create index activities_workout_date_idx on activities (workout_date) include (activity_type, user_id)`.execute(
    db,
  );
  await sql`create index session_created_idx on session ("createdAt") include ("userId")`.execute(db);

  await sql`create index profiles_stats_idx on profiles (role)
    include (last_seen, cref_verified, cref_number)`.execute(db);
}
