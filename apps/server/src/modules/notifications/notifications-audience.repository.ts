import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Who a scheduled reminder is for, one statement per kind (decision 053): these read the tables
// of the modules whose facts they are (declared in db/table-owners.ts), names and contents never.

/** Candidates whose TAF falls on one of `dates` (the countdown's milestones of today). */
export async function tafOn(db: Db, dates: string[]) {
  return db
    .selectFrom('profiles')
    .select(['id as user_id', 'taf_dt'])
    .where('role', '=', 'aluno')
    .where('disabled_at', 'is', null)
    .where('taf_dt', 'in', dates)
    .execute();
}

/** Candidates with a training plan (its settings saved) and a TAF still ahead. */
export async function withPlan(db: Db, today: string) {
  return db
    .selectFrom('training_plan_settings as s')
    .innerJoin('profiles as p', 'p.id', 's.user_id')
    .select('s.user_id')
    .where('p.role', '=', 'aluno')
    .where('p.disabled_at', 'is', null)
    .where('p.taf_dt', '>', today)
    .execute();
}

/** Each candidate who trained or earned coins from `from` to `to` (dates): sessions and coins. */
export async function weekOf(db: Db, from: string, to: string, isoWeek: string) {
  const sessions = db
    .selectFrom('activities')
    .select(['user_id', (eb) => eb.fn.countAll<string>().as('sessions')])
    .where('workout_date', '>=', from)
    .where('workout_date', '<=', to)
    .groupBy('user_id');
  const coins = db
    .selectFrom('coin_ledger')
    .select(['user_id', (eb) => eb.fn.sum<string>('amount').as('coins')])
    .where('iso_week', '=', isoWeek)
    .groupBy('user_id');
  return db
    .selectFrom('profiles as p')
    .leftJoin(sessions.as('a'), 'a.user_id', 'p.id')
    .leftJoin(coins.as('c'), 'c.user_id', 'p.id')
    .select([
      'p.id as user_id',
      sql<number>`coalesce(a.sessions, 0)::int`.as('sessions'),
      sql<number>`coalesce(c.coins, 0)::int`.as('coins'),
    ])
    .where('p.role', '=', 'aluno')
    .where('p.disabled_at', 'is', null)
    .where((eb) => eb.or([eb('a.sessions', 'is not', null), eb('c.coins', 'is not', null)]))
    .execute();
}

/** Active admins, and how many trainers wait for their CREF to be verified. */
export async function crefQueue(db: Db) {
  const [admins, waiting] = await Promise.all([
    db
      .selectFrom('profiles')
      .select('id as user_id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .execute(),
    db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('cref_status', '=', 'pendente')
      .executeTakeFirstOrThrow(),
  ]);
  return { admins: admins.map((row) => row.user_id), waiting: Number(waiting.n) };
}

/** The address a reminder e-mail goes to; null once the account is gone. */
export async function emailOf(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}
