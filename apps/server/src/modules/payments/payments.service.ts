import { type PaidPlanCode, PLAN_NAMES } from '@prontidao/domain/plans/plan-codes';
import {
  nextPeriodStart,
  PLAN_PERIOD_MONTHS,
  PLAN_PRICES_CENTS,
  periodOf,
  planFromPayments,
  planSince,
} from '@prontidao/domain/plans/prices';
import type { Db } from '../../db/database.js';
import type { PaymentStatus } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Env } from '../../env.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { listAuditAbout } from '../audit/audit.service.js';
import * as profiles from '../profiles/profiles.service.js';
import * as repo from './payments.repository.js';
import type { PaymentsSetup, ProviderPayment } from './payments-setup.js';

// Plans people buy (issue 25, decision 051): a checkout at the provider (Mercado Pago: PIX and
// card), and the provider's notice — never the return page — grants the plan, each status of a
// payment once, its amount checked against our price table.

export const paymentsUnavailable = () =>
  new AppError('PAYMENTS_UNAVAILABLE', 'Pagamentos em breve: a compra ainda não está disponível.');

/** The provider's statuses in ours. */
const STATUS: Record<string, PaymentStatus> = {
  approved: 'aprovado',
  authorized: 'aprovado',
  pending: 'pendente',
  in_process: 'pendente',
  in_mediation: 'pendente',
  rejected: 'recusado',
  cancelled: 'cancelado',
  refunded: 'estornado',
  charged_back: 'contestado',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the person comes back to: our page asks the server what happened, never guesses. */
const returnUrl = (appUrl: string, paymentId: string) =>
  `${appUrl}/aluno/planos/retorno?pagamento=${paymentId}`;

/** create_checkout: a payment of our price for the plan, and the provider's page to pay it. */
export async function startCheckout(
  deps: { db: Db; env: Env; payments: PaymentsSetup | null },
  user: { id: string; email: string },
  plan: PaidPlanCode,
) {
  if (!deps.payments) throw paymentsUnavailable();
  const paymentId = await repo.insertPayment(deps.db, {
    user_id: user.id,
    plan_code: plan,
    amount_cents: PLAN_PRICES_CENTS[plan],
  });
  try {
    const checkoutUrl = await openCheckout({ ...deps, payments: deps.payments }, user.email, paymentId, plan);
    return { payment_id: paymentId, checkout_url: checkoutUrl };
  } catch {
    await repo.updatePayment(deps.db, paymentId, { status: 'cancelado' });
    throw new AppError(
      'PAYMENT_PROVIDER_FAILED',
      'Não foi possível abrir o pagamento agora. Tente de novo em instantes.',
    );
  }
}

/** The provider's checkout for one of our payments (its id is the external reference); its page. */
async function openCheckout(
  deps: { db: Db; env: Env; payments: PaymentsSetup },
  payerEmail: string | null,
  paymentId: string,
  plan: PaidPlanCode,
): Promise<string> {
  const back = returnUrl(deps.env.APP_URL, paymentId);
  const preference = await deps.payments.provider.createPreference({
    itemId: plan,
    title: `Prontidão — ${PLAN_NAMES[plan]}`,
    unitPrice: PLAN_PRICES_CENTS[plan] / 100,
    externalReference: paymentId,
    payerEmail,
    backUrls: { success: back, pending: back, failure: back },
    notificationUrl: `${deps.env.APP_URL}/api/payments/webhook`,
  });
  await repo.setCheckout(deps.db, paymentId, { id: preference.id, url: preference.initPoint });
  return preference.initPoint;
}

export type NoticeOutcome = 'aplicado' | 'repetido' | 'desconhecido' | 'valor_divergente' | 'ignorado';

/**
 * A notice of the provider about one of its payments: its current state is read from the provider
 * (the notice itself carries only the id), then applied once — the key '<payment>:<status>' is
 * claimed in the same transaction, so a replay, or two processes receiving the same notice, change
 * nothing more. Out-of-order notices read the same current state, so order does not matter.
 */
export async function applyProviderPayment(
  deps: { db: Db; log: Logger; payments: PaymentsSetup | null },
  providerPaymentId: string,
  now = new Date(),
): Promise<NoticeOutcome> {
  if (!deps.payments) throw paymentsUnavailable();
  let payment: ProviderPayment | null;
  try {
    payment = await deps.payments.provider.getPayment(providerPaymentId);
  } catch {
    throw new AppError('PAYMENT_PROVIDER_FAILED', 'O provedor de pagamentos não respondeu.');
  }
  const ours = payment?.external_reference ?? '';
  const status = payment ? STATUS[payment.status] : undefined;
  if (!payment || !status || !UUID.test(ours)) {
    deps.log.warn('payment notice about no payment of ours', { providerPaymentId });
    return 'desconhecido';
  }
  const found = payment;
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.lockPayment(tx, ours);
    if (!row?.user_id) return 'desconhecido';
    const paid = Math.round(found.transaction_amount * 100);
    const mismatch = status === 'aprovado' && (found.currency_id !== 'BRL' || paid !== row.amount_cents);
    const key = `${found.id}:${status}`;
    if (!(await repo.claimNotice(tx, key, row.id, mismatch ? 'valor_divergente' : 'aplicado')))
      return 'repetido';
    const method = found.payment_method_id === 'pix' ? 'pix' : found.payment_type_id ? 'cartao' : null;
    if (mismatch) {
      deps.log.warn('payment amount does not match the plan: refused', {
        paymentId: row.id,
        providerPaymentId: found.id,
        expected: row.amount_cents,
        paid,
        currency: found.currency_id,
      });
      return 'valor_divergente';
    }
    if (status === 'aprovado') {
      if (row.status === 'aprovado') return 'repetido';
      const active = await repo.activePayments(tx, row.user_id);
      const start = PLAN_PERIOD_MONTHS[row.plan_code] === null ? now : nextPeriodStart(active, now);
      const period = periodOf(row.plan_code, start);
      await repo.updatePayment(tx, row.id, {
        status,
        provider_payment_id: found.id,
        method,
        paid_at: now,
        period_start: period.start,
        period_end: period.end,
      });
      await recomputePlan(tx, row.user_id, row.plan_code, now);
      // A month paid keeps the subscription running; the semester plan replaces it.
      if (row.plan_code === 'AVAN_MENSAL') await repo.startSubscription(tx, row.user_id, now);
      if (row.plan_code === 'AVAN_SEMESTRE') await endSubscription(tx, row.user_id, 'semestral', now);
      return 'aplicado';
    }
    if (status === 'estornado' || status === 'contestado') {
      if (row.status !== 'aprovado') return 'ignorado';
      await repo.updatePayment(tx, row.id, { status, ended_at: now });
      await recomputePlan(tx, row.user_id, row.plan_code, now);
      if (row.plan_code === 'AVAN_MENSAL') await endSubscription(tx, row.user_id, 'estorno', now);
      return 'aplicado';
    }
    // Pending, refused or cancelled: only a payment not yet approved moves (an approval stands).
    if (row.status === 'aprovado' || row.status === 'estornado' || row.status === 'contestado')
      return 'ignorado';
    await repo.updatePayment(tx, row.id, {
      status,
      method,
      ...(row.provider_payment_id ? {} : { provider_payment_id: found.id }),
    });
    return 'aplicado';
  });
}

/**
 * The plan after a payment changed: the one the payments give (the Avançado running latest, else
 * the one-off), written with the end of its period. When they give none, a plan that came from a
 * payment ends (the free tier); an admin's courtesy plan (no end) stays.
 */
async function recomputePlan(tx: Db, userId: string, changed: PaidPlanCode | null, now: Date) {
  const current = await profiles.lockPaidPlan(tx, userId);
  const fromPayments = planFromPayments(await repo.activePayments(tx, userId), now);
  if (fromPayments) {
    await profiles.setPaidPlan(tx, userId, fromPayments.code, fromPayments.until);
    return;
  }
  if (current && (current.plano_until !== null || current.plano_code === changed))
    await profiles.setPaidPlan(tx, userId, 'FREE', null);
}

/**
 * The clock's part (a job each minute): a paid period that has ended gives way to what the payments
 * still give (a one-off bought before), else to the free tier.
 */
export async function endPaidPeriods(db: Db, now = new Date()): Promise<number> {
  const ended = await profiles.listEndedPaidPeriods(db, now, 500);
  for (const userId of ended) await inTransaction(db, (tx) => recomputePlan(tx, userId, null, now));
  return ended.length;
}

/**
 * The paid plans' clock (the job each minute): renewals issued and given up, then the paid periods
 * that have ended.
 */
export async function runPaidPlanClock(
  deps: { db: Db; env: Env; log: Logger; payments: PaymentsSetup | null },
  now = new Date(),
) {
  const renewals = await renewSubscriptions(deps, now);
  const ended = await endPaidPeriods(deps.db, now);
  return { ...renewals, ended };
}

/** The subscription ends: no more renewals, and the one issued is not to be paid. */
async function endSubscription(
  tx: Db,
  userId: string,
  reason: 'renovacao_nao_paga' | 'semestral' | 'estorno',
  now: Date,
) {
  if (await repo.stopSubscription(tx, userId, { status: 'encerrada', at: now, reason }))
    await repo.cancelOpenRenewals(tx, { userId });
}

/** Days before the paid month ends when its renewal is charged (a PIX can be paid in time). */
export const RENEWAL_NOTICE_DAYS = 3;

/**
 * The clock's part of the monthly plan (a job each minute): renewals not paid by the end of the
 * month they follow are cancelled and their subscription ends (the plan ends with the month, by
 * endPaidPeriods); the subscriptions whose month ends within three days get their renewal — a
 * charge of the month's price at the provider, paid from the plans page (PIX or card). Two
 * processes issue one renewal (unique per person and month).
 */
export async function renewSubscriptions(
  deps: { db: Db; env: Env; log: Logger; payments: PaymentsSetup | null },
  now = new Date(),
): Promise<{ issued: number; unpaid: number }> {
  const unpaid = await inTransaction(deps.db, async (tx) => {
    const people = await repo.cancelOpenRenewals(tx, { dueBy: now });
    for (const userId of new Set(people))
      await repo.stopSubscription(tx, userId, { status: 'encerrada', at: now, reason: 'renovacao_nao_paga' });
    return people.length;
  });
  if (!deps.payments) return { issued: 0, unpaid };
  const setup = deps.payments;
  const before = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 86_400_000);
  let issued = 0;
  for (const due of await repo.subscriptionsToRenew(deps.db, now, before, 200)) {
    const paidUntil = new Date(due.paid_until as unknown as string | Date);
    const paymentId = await repo.insertRenewal(deps.db, {
      user_id: due.user_id,
      amount_cents: PLAN_PRICES_CENTS.AVAN_MENSAL,
      renewal_for: paidUntil,
    });
    if (!paymentId) continue;
    try {
      // No payer e-mail: the person pays from the plans page, signed in at the provider or not.
      await openCheckout({ ...deps, payments: setup }, null, paymentId, 'AVAN_MENSAL');
      issued += 1;
    } catch (error) {
      // The provider did not answer: the next minute tries again.
      await repo.deletePayment(deps.db, paymentId);
      deps.log.warn('renewal checkout failed; retried next minute', {
        userId: due.user_id,
        error: (error as Error).message,
      });
    }
  }
  return { issued, unpaid };
}

/**
 * 'Cancelar assinatura': no more renewals; the plan lasts to the end of the month paid. A renewal
 * already issued and not paid is cancelled.
 */
export async function cancelSubscription(db: Db, userId: string, now = new Date()) {
  return inTransaction(db, async (tx) => {
    if (!(await repo.stopSubscription(tx, userId, { status: 'cancelada', at: now })))
      throw new AppError('NO_ACTIVE_SUBSCRIPTION', 'Você não tem uma assinatura ativa para cancelar.');
    await repo.cancelOpenRenewals(tx, { userId });
    const plan = await profiles.lockPaidPlan(tx, userId);
    return subscriptionOf(tx, userId, plan?.plano_code ?? 'FREE', now);
  });
}

/**
 * The person's plan as the payments tell it: since when, and the monthly subscription (running,
 * cancelled or ended, and the renewal to pay, if one is issued).
 */
export async function subscriptionOf(db: Db, userId: string, planCode: string, now = new Date()) {
  const [active, subscription, renewal] = await Promise.all([
    repo.activePayments(db, userId),
    repo.findSubscription(db, userId),
    repo.openRenewal(db, userId),
  ]);
  // Only for the plan the person has: an admin's courtesy plan has no 'since' from the payments.
  const since = planFromPayments(active, now)?.code === planCode ? planSince(active, now) : null;
  return {
    since: since?.toISOString() ?? null,
    subscription: subscription
      ? {
          status: subscription.status,
          started_at: subscription.started_at.toISOString(),
          cancelled_at: subscription.cancelled_at?.toISOString() ?? null,
          ended_at: subscription.ended_at?.toISOString() ?? null,
          end_reason: subscription.end_reason,
          renewal:
            renewal?.checkout_url && renewal.renewal_for
              ? {
                  payment_id: renewal.id,
                  amount_cents: renewal.amount_cents,
                  checkout_url: renewal.checkout_url,
                  due_at: renewal.renewal_for.toISOString(),
                  status: renewal.status,
                }
              : null,
        }
      : null,
  };
}

/** 'Meus pagamentos': each payment with its plan, amount, status and period. */
export async function listMyPayments(db: Db, userId: string) {
  return (await repo.listPayments(db, userId, 100)).map(receiptOf);
}

/** One payment of the person (the return page asks until the notice has come). */
export async function getMyPayment(db: Db, userId: string, paymentId: string) {
  const payment = (await listMyPayments(db, userId)).find((row) => row.id === paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'Pagamento não encontrado.');
  return payment;
}

/** A receipt as every list shows it (the person's, the admin's). */
function receiptOf(row: Awaited<ReturnType<typeof repo.listPayments>>[number]) {
  return {
    id: row.id,
    plano_code: row.plan_code,
    plano: PLAN_NAMES[row.plan_code],
    amount_cents: row.amount_cents,
    status: row.status,
    method: row.method,
    provider: row.provider,
    provider_payment_id: row.provider_payment_id,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    period_start: row.period_start?.toISOString() ?? null,
    period_end: row.period_end?.toISOString() ?? null,
    ended_at: row.ended_at?.toISOString() ?? null,
  };
}

const ADMIN_PAGE = 50;

/** The admin's cursor: the last row's instant (UTC, to the microsecond) and id. */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

function parseCursor(cursor: string | undefined): { created_at: string; id: string } | null {
  if (!cursor) return null;
  const [, at = '', id = ''] = CURSOR.exec(cursor) ?? [];
  if (!at || !UUID.test(id) || Number.isNaN(Date.parse(at)))
    throw new AppError('VALIDATION_FAILED', 'Cursor inválido.');
  return { created_at: at, id };
}

/** Admin: every payment, newest first (50 a page), with whose it is and the provider's ids. */
export async function adminListPayments(db: Db, input: { status?: PaymentStatus; cursor?: string }) {
  const rows = await repo.listAllPayments(
    db,
    { status: input.status ?? null, after: parseCursor(input.cursor) },
    ADMIN_PAGE + 1,
  );
  const page = rows.slice(0, ADMIN_PAGE);
  const last = page.at(-1);
  return {
    payments: page.map(({ cursor_at: _cursor, ...row }) => ({
      ...receiptOf(row),
      user_id: row.user_id,
      email: row.email ?? null,
      checkout_id: row.checkout_id,
      renewal_for: row.renewal_for?.toISOString() ?? null,
    })),
    next_cursor: rows.length > ADMIN_PAGE && last ? `${last.cursor_at}|${last.id}` : null,
  };
}

/**
 * Admin: a person's plan history — the plan now, the monthly subscription, and each change newest
 * first: the payments (with what they paid for, refunds and chargebacks) and the admins' courtesy
 * changes from the audit log.
 */
export async function adminPlanHistory(db: Db, userId: string) {
  const current = await profiles.lockPaidPlan(db, userId);
  if (!current) throw new AppError('NOT_FOUND', 'Usuário não encontrado.');
  const [payments, changes, paid] = await Promise.all([
    repo.listPayments(db, userId, 200),
    listAuditAbout(db, userId, 'user.plan_changed', 200),
    subscriptionOf(db, userId, current.plano_code ?? 'FREE'),
  ]);
  const events = [
    ...payments.map((row) => ({
      kind: 'pagamento' as const,
      at: (row.paid_at ?? row.created_at).toISOString(),
      payment: receiptOf(row),
      from: null,
      to: null,
      actor_email: null,
    })),
    ...changes.map((row) => {
      const details = row.details as { from?: string; to?: string };
      return {
        kind: 'admin' as const,
        at: row.created_at.toISOString(),
        payment: null,
        from: details?.from ?? null,
        to: details?.to ?? null,
        actor_email: row.actor_email ?? null,
      };
    }),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    plano_code: current.plano_code ?? 'FREE',
    until: current.plano_until?.toISOString() ?? null,
    ...paid,
    events,
  };
}
