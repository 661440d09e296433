import type { PaidPlanCode } from '@prontidao/domain/plans/plan-codes';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PaymentStatus, SubscriptionsTable } from '../../db/schema.js';

const RECEIPT_COLUMNS = [
  'id',
  'plan_code',
  'amount_cents',
  'status',
  'method',
  'provider',
  'provider_payment_id',
  'period_start',
  'period_end',
  'paid_at',
  'ended_at',
  'created_at',
] as const;

export async function insertPayment(
  db: Db,
  row: { user_id: string; plan_code: PaidPlanCode; amount_cents: number },
): Promise<string> {
  const inserted = await db.insertInto('payments').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/**
 * The renewal of the month ending at `renewalFor`: its id for the first caller, null when it was
 * already issued (the unique index on user and renewal_for: one charge whatever the processes).
 */
export async function insertRenewal(
  db: Db,
  row: { user_id: string; amount_cents: number; renewal_for: Date },
): Promise<string | null> {
  const inserted = await db
    .insertInto('payments')
    .values({ ...row, plan_code: 'AVAN_MENSAL' })
    .onConflict((oc) =>
      oc.columns(['user_id', 'renewal_for']).where('renewal_for', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

export async function deletePayment(db: Db, id: string): Promise<void> {
  await db.deleteFrom('payments').where('id', '=', id).execute();
}

export async function setCheckout(db: Db, id: string, checkout: { id: string; url: string }): Promise<void> {
  await db
    .updateTable('payments')
    .set({ checkout_id: checkout.id, checkout_url: checkout.url })
    .where('id', '=', id)
    .execute();
}

/** The payment our checkout made, locked for the rest of the transaction. */
export async function lockPayment(db: Db, id: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'user_id', 'plan_code', 'amount_cents', 'status', 'provider_payment_id', 'period_end'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updatePayment(
  db: Db,
  id: string,
  update: {
    status: PaymentStatus;
    provider_payment_id?: string;
    method?: 'pix' | 'cartao' | null;
    period_start?: Date | null;
    period_end?: Date | null;
    paid_at?: Date | null;
    ended_at?: Date | null;
  },
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ ...update, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/**
 * Claims a notice ('<provider payment id>:<status>'): true for the first caller only, whatever the
 * replays and the processes receiving them at once (the key is the table's primary key).
 */
export async function claimNotice(db: Db, key: string, paymentId: string | null, outcome: string) {
  const row = await db
    .insertInto('payment_notices')
    .values({ notice_key: key, payment_id: paymentId, outcome })
    .onConflict((oc) => oc.column('notice_key').doNothing())
    .returning('notice_key')
    .executeTakeFirst();
  return row !== undefined;
}

/** The person's approved payments that still count (neither refunded nor charged back). */
export async function activePayments(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .select(['plan_code', 'period_start', 'period_end'])
    .where('user_id', '=', userId)
    .where('status', '=', 'aprovado')
    .execute();
}

/** 'Meus pagamentos': the person's payments, newest first. */
export async function listPayments(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('payments')
    .select(RECEIPT_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The monthly plan's subscription of the person, locked when `tx` is a transaction. */
export async function findSubscription(db: Db, userId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['status', 'started_at', 'cancelled_at', 'ended_at', 'end_reason'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A month of the monthly plan was paid: the subscription runs (again). */
export async function startSubscription(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, status: 'ativa', started_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        status: 'ativa',
        started_at: sql`case when subscriptions.status = 'ativa' then subscriptions.started_at else excluded.started_at end`,
        cancelled_at: null,
        ended_at: null,
        end_reason: null,
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/** Stops the subscription's renewals (when it runs): cancelled by the person, or ended. */
export async function stopSubscription(
  db: Db,
  userId: string,
  stop:
    | { status: 'cancelada'; at: Date }
    | { status: 'encerrada'; at: Date; reason: NonNullable<SubscriptionsTable['end_reason']> },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set(
      stop.status === 'cancelada'
        ? { status: 'cancelada', cancelled_at: stop.at, updated_at: sql`now()` }
        : { status: 'encerrada', ended_at: stop.at, end_reason: stop.reason, updated_at: sql`now()` },
    )
    .where('user_id', '=', userId)
    .where('status', '=', 'ativa')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Running subscriptions whose paid months end before `before` (and after `now`): the renewals to
 * issue, with the end of the paid months (the renewal's period follows it).
 */
export async function subscriptionsToRenew(db: Db, now: Date, before: Date, limit: number) {
  return (
    db
      .selectFrom('subscriptions as s')
      .innerJoin('payments as p', (join) =>
        join
          .onRef('p.user_id', '=', 's.user_id')
          .on('p.status', '=', 'aprovado')
          .on('p.period_end', 'is not', null),
      )
      .select(['s.user_id', (eb) => eb.fn.max('p.period_end').as('paid_until')])
      .where('s.status', '=', 'ativa')
      // Not those whose renewal is already issued (paid, it moves the end past `before`).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('payments as r')
              .select('r.id')
              .whereRef('r.user_id', '=', 's.user_id')
              .where('r.renewal_for', '>', now),
          ),
        ),
      )
      .groupBy('s.user_id')
      .having((eb) => eb.fn.max('p.period_end'), '>', now)
      .having((eb) => eb.fn.max('p.period_end'), '<=', before)
      .limit(limit)
      .execute()
  );
}

/** A renewal not paid yet: issued, waiting for a PIX, or refused (the checkout can be tried again). */
const UNPAID_RENEWAL: PaymentStatus[] = ['criado', 'pendente', 'recusado'];

/** The renewal still to pay of the person (issued, not paid, not given up), if any. */
export async function openRenewal(db: Db, userId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'checkout_url', 'renewal_for', 'status'])
    .where('user_id', '=', userId)
    .where('renewal_for', 'is not', null)
    .where('status', 'in', UNPAID_RENEWAL)
    .orderBy('renewal_for', 'desc')
    .executeTakeFirst();
}

/**
 * Renewals not paid by the end of the month they follow (or whose subscription stopped): cancelled;
 * the people they were for.
 */
export async function cancelOpenRenewals(db: Db, filter: { dueBy: Date } | { userId: string }) {
  let query = db
    .updateTable('payments')
    .set({ status: 'cancelado', updated_at: sql`now()` })
    .where('renewal_for', 'is not', null)
    .where('status', 'in', UNPAID_RENEWAL);
  query =
    'dueBy' in filter
      ? query.where('renewal_for', '<=', filter.dueBy)
      : query.where('user_id', '=', filter.userId);
  const rows = await query.returning('user_id').execute();
  return rows.flatMap((row) => (row.user_id ? [row.user_id] : []));
}

/**
 * The admin's payments list: newest first, all or with one status, after a cursor (the last row's
 * date and id), with the e-mail of whose each is (null once the account is deleted).
 */
export async function listAllPayments(
  db: Db,
  filter: { status: PaymentStatus | null; after: { created_at: string; id: string } | null },
  limit: number,
) {
  let query = db
    .selectFrom('payments as p')
    .leftJoin('user as u', 'u.id', 'p.user_id')
    .select([
      'p.id',
      'p.user_id',
      'u.email',
      'p.plan_code',
      'p.amount_cents',
      'p.status',
      'p.method',
      'p.provider',
      'p.provider_payment_id',
      'p.checkout_id',
      'p.renewal_for',
      'p.period_start',
      'p.period_end',
      'p.paid_at',
      'p.ended_at',
      'p.created_at',
      // To the microsecond, as PostgreSQL keeps it (a Date would cut it to the millisecond).
      sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at'),
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  const after = filter.after;
  if (after) {
    const at = sql<Date>`cast(${after.created_at} as timestamptz)`;
    query = query.where((eb) =>
      eb.or([eb('p.created_at', '<', at), eb.and([eb('p.created_at', '=', at), eb('p.id', '<', after.id)])]),
    );
  }
  return query.execute();
}
