import type { StandInContext } from './stand-in-context.js';
import { mercadoPagoDate } from './stand-in-http.js';
import type { StandInPayment, StandInPaymentStatus, StandInPreference } from './stand-in-store.js';
import { notifyPayment, redeliverLast } from './stand-in-webhooks.js';

// What happens "on Mercado Pago's side": a person pays on the checkout (card, PIX or a refusal),
// the PIX is paid later, the seller refunds, the card holder disputes (chargeback). Each change
// is notified to the webhook before the action returns.

/** The three buttons of the checkout page. */
export type PayMethod = 'pix' | 'card' | 'reject';
export const PAY_METHODS: readonly PayMethod[] = ['pix', 'card', 'reject'];

export class StandInError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'INVALID_STATE' | 'NO_NOTIFICATION',
    message: string,
  ) {
    super(message);
    this.name = 'StandInError';
  }
}

/** What each button makes of the payment. */
const OUTCOMES: Record<
  PayMethod,
  Pick<StandInPayment, 'status' | 'status_detail' | 'payment_method_id' | 'payment_type_id'>
> = {
  card: {
    status: 'approved',
    status_detail: 'accredited',
    payment_method_id: 'master',
    payment_type_id: 'credit_card',
  },
  reject: {
    status: 'rejected',
    status_detail: 'cc_rejected_other_reason',
    payment_method_id: 'master',
    payment_type_id: 'credit_card',
  },
  pix: {
    status: 'pending',
    status_detail: 'pending_waiting_transfer',
    payment_method_id: 'pix',
    payment_type_id: 'bank_transfer',
  },
};

export function preferenceOrThrow(ctx: StandInContext, preferenceId: string): StandInPreference {
  const preference = ctx.store.preferences.get(preferenceId);
  if (!preference) throw new StandInError('NOT_FOUND', 'Este checkout não existe no simulador.');
  return preference;
}

export function paymentOrThrow(ctx: StandInContext, paymentId: string): StandInPayment {
  const payment = ctx.store.payments.get(paymentId);
  if (!payment) throw new StandInError('NOT_FOUND', `O pagamento ${paymentId} não existe no simulador.`);
  return payment;
}

/**
 * Where Mercado Pago sends the person back after a payment: back_urls.success (approved),
 * .pending (pending) or .failure (anything else), with its usual query. Null without that URL.
 */
export function returnUrl(ctx: StandInContext, payment: StandInPayment): string | null {
  const preference = ctx.store.preferences.get(payment.preference_id);
  const which =
    payment.status === 'approved' ? 'success' : payment.status === 'pending' ? 'pending' : 'failure';
  const base = preference?.backUrls[which];
  if (!base) return null;
  const url = new URL(base);
  const query: Record<string, string> = {
    collection_id: payment.id,
    collection_status: payment.status,
    payment_id: payment.id,
    status: payment.status,
    external_reference: payment.external_reference ?? 'null',
    payment_type: payment.payment_type_id,
    preference_id: payment.preference_id,
    site_id: 'MLB',
    processing_mode: 'aggregator',
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** A payment on the checkout with the chosen button, notified as payment.created. */
export async function payOnCheckout(
  ctx: StandInContext,
  preferenceId: string,
  method: PayMethod,
): Promise<StandInPayment> {
  const preference = preferenceOrThrow(ctx, preferenceId);
  const now = mercadoPagoDate(ctx.now());
  const outcome = OUTCOMES[method];
  const payment: StandInPayment = {
    id: ctx.store.newPaymentId(),
    preference_id: preference.id,
    ...outcome,
    transaction_amount: preference.amount,
    currency_id: 'BRL',
    external_reference: preference.externalReference,
    description: preference.title,
    payer_email: preference.payerEmail,
    date_created: now,
    date_approved: outcome.status === 'approved' ? now : null,
    date_last_updated: now,
  };
  ctx.store.payments.set(payment.id, payment);
  await notifyPayment(ctx, payment.id, 'payment.created');
  return payment;
}

/** Moves the payment from one of `from` to `to`, notified as payment.updated. */
async function transition(
  ctx: StandInContext,
  paymentId: string,
  from: StandInPaymentStatus[],
  to: { status: StandInPaymentStatus; status_detail: string },
): Promise<StandInPayment> {
  const payment = paymentOrThrow(ctx, paymentId);
  if (!from.includes(payment.status)) {
    throw new StandInError(
      'INVALID_STATE',
      `O pagamento ${paymentId} está "${payment.status}"; esperado: ${from.join(' ou ')}.`,
    );
  }
  const now = mercadoPagoDate(ctx.now());
  payment.status = to.status;
  payment.status_detail = to.status_detail;
  payment.date_last_updated = now;
  if (to.status === 'approved') payment.date_approved = now;
  await notifyPayment(ctx, payment.id, 'payment.updated');
  return payment;
}

/** The PIX was paid: a pending PIX payment becomes approved. */
export async function approvePix(ctx: StandInContext, paymentId: string): Promise<StandInPayment> {
  const payment = paymentOrThrow(ctx, paymentId);
  if (payment.payment_method_id !== 'pix') {
    throw new StandInError('INVALID_STATE', `O pagamento ${paymentId} não é um PIX.`);
  }
  return transition(ctx, paymentId, ['pending'], { status: 'approved', status_detail: 'accredited' });
}

/** The seller gave the money back (the whole amount). */
export const refund = (ctx: StandInContext, paymentId: string) =>
  transition(ctx, paymentId, ['approved'], { status: 'refunded', status_detail: 'refunded' });

/** The card holder disputed the charge and the bank took the money back. */
export const chargeBack = (ctx: StandInContext, paymentId: string) =>
  transition(ctx, paymentId, ['approved'], { status: 'charged_back', status_detail: 'settled' });

/** The payment's last notification once more (a replay of Mercado Pago's retry). */
export async function redeliver(ctx: StandInContext, paymentId: string): Promise<void> {
  paymentOrThrow(ctx, paymentId);
  if (!(await redeliverLast(ctx, paymentId))) {
    throw new StandInError(
      'NO_NOTIFICATION',
      `Nenhuma notificação foi enviada para o pagamento ${paymentId}.`,
    );
  }
}
