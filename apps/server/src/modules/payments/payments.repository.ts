import type { PaidPlanCode } from '@prontidao/domain/plans/plan-codes';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PaymentStatus } from '../../db/schema.js';

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

export async function setCheckoutId(db: Db, id: string, checkoutId: string): Promise<void> {
  await db.updateTable('payments').set({ checkout_id: checkoutId }).where('id', '=', id).execute();
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
