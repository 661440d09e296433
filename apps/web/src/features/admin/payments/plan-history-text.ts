import { formatDate } from '@prontidao/domain/format/date';
import { formatCents, PAYMENT_STATUS } from '@/lib/payment-labels';
import type { PlanHistory } from '../api/payment-queries';
import { planLabel } from './payment-facts';

// The plan history's sentences in pt-BR: the plan now, the monthly subscription, an admin's change.

type Subscription = NonNullable<PlanHistory['subscription']>;

const END_REASONS: Record<NonNullable<Subscription['end_reason']>, string> = {
  renovacao_nao_paga: 'mensalidade não paga',
  semestral: 'substituída pelo plano semestral',
  estorno: 'estorno',
};

/** 'Desde 01/03/2026 · até 31/03/2026', or 'Sem data de fim'. */
export function planDates({ since, until }: Pick<PlanHistory, 'since' | 'until'>): string {
  const text = [
    since ? `desde ${formatDate(since)}` : null,
    until ? `até ${formatDate(until)}` : 'sem data de fim',
  ]
    .filter(Boolean)
    .join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Assinatura ativa desde …', 'Assinatura cancelada em …', 'Assinatura encerrada: estorno (…)'. */
export function subscriptionText(subscription: Subscription): string {
  if (subscription.status === 'ativa') {
    return `Assinatura ativa desde ${formatDate(subscription.started_at)}`;
  }
  if (subscription.status === 'cancelada') {
    return subscription.cancelled_at
      ? `Assinatura cancelada em ${formatDate(subscription.cancelled_at)}`
      : 'Assinatura cancelada';
  }
  const reason = subscription.end_reason ? `: ${END_REASONS[subscription.end_reason]}` : '';
  const when = subscription.ended_at ? ` (${formatDate(subscription.ended_at)})` : '';
  return `Assinatura encerrada${reason}${when}`;
}

/** The charge issued before the paid month ends: 'Renovação de R$ 49,90, vence em 01/04/2026 (…)'. */
export const renewalText = (renewal: NonNullable<Subscription['renewal']>) =>
  `Renovação de ${formatCents(renewal.amount_cents)}, vence em ${formatDate(renewal.due_at)} (${PAYMENT_STATUS[renewal.status]})`;

/** 'Plano alterado por admin@…: Gratuito → Avançado Semestral'. */
export const adminChangeText = (event: {
  from: string | null;
  to: string | null;
  actor_email: string | null;
}) =>
  `Plano alterado por ${event.actor_email ?? 'um admin'}: ${planLabel(event.from)} → ${planLabel(event.to)}`;
