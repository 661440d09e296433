import { formatDate } from '@prontidao/domain/format/date';
import { isPlanCode, PLAN_NAMES } from '@prontidao/domain/plans/plan-codes';
import {
  PAYMENT_METHOD,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from '@/lib/payment-labels';

// How one payment's facts read on /admin/pagamentos and in the plan history.

/** The list's filter lives in the address (?situacao=aprovado); anything unknown there is ignored. */
export const STATUS_PARAM = 'situacao';

export const readStatus = (value: string | null): PaymentStatus | null =>
  PAYMENT_STATUSES.find((status) => status === value) ?? null;

/** Whose payment: the e-mail, or 'Conta excluída' once the account is gone. */
export const DELETED_ACCOUNT = 'Conta excluída';

export const methodLabel = (method: PaymentMethod | null): string => (method ? PAYMENT_METHOD[method] : '—');

/** A plan code as its name; an unknown code as it is, none as '—'. */
export const planLabel = (code: string | null): string =>
  code === null ? '—' : isPlanCode(code) ? PLAN_NAMES[code] : code;

interface Period {
  status: PaymentStatus;
  period_start: string | null;
  period_end: string | null;
  ended_at: string | null;
}

/**
 * What the payment paid for: '01/03/2026 – 31/03/2026'; the one-off simulation has no end
 * ('– sem fim'); a refund or a chargeback ends it early ('encerrado em …').
 */
export function periodLabel(payment: Period): string {
  if (!payment.period_start) return '—';
  const start = formatDate(payment.period_start);
  const ended = payment.ended_at ? `encerrado em ${formatDate(payment.ended_at)}` : null;
  if (payment.period_end) {
    const span = `${start} – ${formatDate(payment.period_end)}`;
    return ended ? `${span} (${ended})` : span;
  }
  if (ended) return `${start} – ${ended}`;
  return payment.status === 'aprovado' ? `${start} – sem fim` : start;
}
