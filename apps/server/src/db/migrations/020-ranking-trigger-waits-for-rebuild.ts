import { type Kysely, sql } from 'kysely';

/**
 * A profile's consent or sex reaches its board rows even when it changes during a RANKING_SOURCES
 * rebuild (docs/decisions/028-rankings.md). The trigger of migration 012 now first holds the
 * `ranking_config` row `for share`, which a rebuild holds `for update` for its whole transaction:
 * a profile update made meanwhile waits for the rebuild to commit, and its UPDATE (a new statement,
 * so a new snapshot in read committed) then sees the rebuilt rows. Before, it waited on the rows the
 * rebuild deleted, found none, and if it committed after the rebuild's copy of the profiles, the
 * person's new rows kept the old consent. The rebuild never locks a profile row: no deadlock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function ranking_entries_follow_profile() returns trigger language plpgsql as $$
    begin
      perform 1 from ranking_config where id = 1 for share;
      update ranking_entries e set
        listed = coalesce(new.consent_ranking, false),
        division = case when e.board like '%_time' then new.sexo else 'A' end
      where e.user_id = new.id
        and (e.listed, e.division) is distinct from
          (coalesce(new.consent_ranking, false), case when e.board like '%_time' then new.sexo else 'A' end);
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function ranking_entries_follow_profile() returns trigger language plpgsql as $$
    begin
      update ranking_entries e set
        listed = coalesce(new.consent_ranking, false),
        division = case when e.board like '%_time' then new.sexo else 'A' end
      where e.user_id = new.id
        and (e.listed, e.division) is distinct from
          (coalesce(new.consent_ranking, false), case when e.board like '%_time' then new.sexo else 'A' end);
      return null;
    end $$`.execute(db);
}
