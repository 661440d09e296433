import { type Kysely, sql } from 'kysely';

/**
 * Every event of the candidate's exam in the training log (issue 23, decision 046).
 *
 * - `activities.activity_type` also takes 'EXERCISE'; `activities.exercise` says which TAF exercise
 *   (set exactly when the type is EXERCISE), `activities.sets` the séries, holds or tiros.
 * - The coin ledger has an 'EXERCISE' category, and the wallet's running totals a column for it
 *   (the trigger of migration 010, rewritten with it). Nothing to backfill: no row is an exercise yet.
 */
const TYPES = `'RUN','SWIM','BARRA','EXERCISE','RIDE','STRENGTH','CARDIO','FLEXIBILITY','SPORTS','OTHER'`;
const OLD_TYPES = `'RUN','SWIM','BARRA','RIDE','STRENGTH','CARDIO','FLEXIBILITY','SPORTS','OTHER'`;
const KINDS = `'flexao','abdominal','isometria','impulsao','salto_altura','sprint','shuttle_run'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activities drop constraint activities_activity_type_check`.execute(db);
  await sql
    .raw(
      `alter table activities add constraint activities_activity_type_check check (activity_type in (${TYPES}))`,
    )
    .execute(db);
  await sql
    .raw(
      `alter table activities add column exercise text constraint activities_exercise_check check (exercise in (${KINDS}))`,
    )
    .execute(db);
  await sql`alter table activities add column sets smallint
    constraint activities_sets_check check (sets between 1 and 30)`.execute(db);
  await sql`alter table activities add constraint activities_exercise_type_check
    check ((activity_type = 'EXERCISE') = (exercise is not null))`.execute(db);
  await sql`alter table activities add constraint activities_sets_type_check
    check (sets is null or activity_type = 'EXERCISE')`.execute(db);

  await sql`alter table coin_ledger drop constraint coin_ledger_category_check`.execute(db);
  await sql`alter table coin_ledger add constraint coin_ledger_category_check
    check (category in ('RUN','SWIM','BARRA','EXERCISE','BONUS','TEST','OTHER'))`.execute(db);
  await sql`alter table coin_wallets add column exercise bigint not null default 0`.execute(db);
  await walletTrigger(db, true);
}

/** The wallet's running totals, per ledger insert (migration 010), with or without the exercise column. */
async function walletTrigger(db: Kysely<unknown>, withExercise: boolean): Promise<void> {
  const column = withExercise ? ', exercise' : '';
  const value = withExercise
    ? `,\n        case when new.category = 'EXERCISE' then new.amount else 0 end`
    : '';
  const update = withExercise ? ',\n        exercise = w.exercise + excluded.exercise' : '';
  await sql
    .raw(`
    create or replace function coin_wallets_add() returns trigger language plpgsql as $$
    begin
      insert into coin_wallets as w (user_id, balance, workouts, run, swim, barra, bonus, test${column})
      values (
        new.user_id, new.amount, new.workouts,
        case when new.category = 'RUN' then new.amount else 0 end,
        case when new.category = 'SWIM' then new.amount else 0 end,
        case when new.category = 'BARRA' then new.amount else 0 end,
        case when new.category = 'BONUS' then new.amount else 0 end,
        case when new.category = 'TEST' then new.amount else 0 end${value})
      on conflict (user_id) do update set
        balance = w.balance + excluded.balance,
        workouts = w.workouts + excluded.workouts,
        run = w.run + excluded.run,
        swim = w.swim + excluded.swim,
        barra = w.barra + excluded.barra,
        bonus = w.bonus + excluded.bonus,
        test = w.test + excluded.test${update};
      return null;
    end $$`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await walletTrigger(db, false);
  await sql`alter table coin_wallets drop column exercise`.execute(db);
  await sql`alter table coin_ledger drop constraint coin_ledger_category_check`.execute(db);
  await sql`alter table coin_ledger add constraint coin_ledger_category_check
    check (category in ('RUN','SWIM','BARRA','BONUS','TEST','OTHER'))`.execute(db);
  await sql`alter table activities drop constraint activities_sets_type_check`.execute(db);
  await sql`alter table activities drop constraint activities_exercise_type_check`.execute(db);
  await sql`alter table activities drop column sets`.execute(db);
  await sql`alter table activities drop column exercise`.execute(db);
  await sql`alter table activities drop constraint activities_activity_type_check`.execute(db);
  await sql
    .raw(
      `alter table activities add constraint activities_activity_type_check check (activity_type in (${OLD_TYPES}))`,
    )
    .execute(db);
}
