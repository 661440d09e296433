import { type Kysely, sql } from 'kysely';

/**
 * The coin ledger is append-only in the database itself, not only by convention (issue 8): an edit or
 * a deletion of an activity writes a compensating entry, so no statement may change or remove an
 * entry. The one exception is the cascade of an account's deletion (LGPD, decision 035): the foreign
 * key's own trigger deletes the person's entries, and a delete that comes from inside a trigger is
 * let through (`pg_trigger_depth() > 1`); a direct DELETE, UPDATE or TRUNCATE is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function coin_ledger_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception 'coin_ledger is append-only: write a compensating entry instead'
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  await sql`
    create trigger coin_ledger_append_only before update or delete on coin_ledger
    for each row execute function coin_ledger_append_only()`.execute(db);
  await sql`
    create trigger coin_ledger_no_truncate before truncate on coin_ledger
    for each statement execute function coin_ledger_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger coin_ledger_no_truncate on coin_ledger`.execute(db);
  await sql`drop trigger coin_ledger_append_only on coin_ledger`.execute(db);
  await sql`drop function coin_ledger_append_only()`.execute(db);
}
