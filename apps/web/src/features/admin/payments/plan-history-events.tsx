import { formatDateTime } from '@prontidao/domain/format/date';
import { formatCents } from '@/lib/payment-labels';
import type { PlanHistoryEvent } from '../api/payment-queries';
import { methodLabel, periodLabel } from './payment-facts';
import { PaymentStatusBadge } from './payment-status-badge';
import { adminChangeText } from './plan-history-text';

/** The changes of a person's plan, newest first: the payments and the admins' changes. */
export function PlanHistoryEvents({ events }: { events: readonly PlanHistoryEvent[] }) {
  if (events.length === 0) {
    return <p className="text-muted-foreground text-sm">Nenhuma mudança registrada.</p>;
  }
  return (
    <ol className="grid gap-2" aria-label="Mudanças do plano, da mais nova à mais antiga">
      {events.map((event, index) => (
        <li
          // An admin's change has no id; its instant and place in the list name it.
          key={event.payment?.id ?? `${event.at}-${index}`}
          className="grid min-w-0 gap-1 rounded-md border bg-card px-3 py-2.5 text-sm"
          data-testid="plan-event"
        >
          <time dateTime={event.at} className="text-muted-foreground text-xs tabular-nums">
            {formatDateTime(event.at)}
          </time>
          {event.payment ? (
            <PaymentEvent payment={event.payment} />
          ) : (
            <p className="min-w-0 [overflow-wrap:anywhere]">{adminChangeText(event)}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function PaymentEvent({ payment }: { payment: NonNullable<PlanHistoryEvent['payment']> }) {
  const details = [
    methodLabel(payment.method),
    payment.provider_payment_id ? `Mercado Pago nº ${payment.provider_payment_id}` : null,
  ].filter(Boolean);
  const period = periodLabel(payment);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium">Pagamento: {payment.plano}</span>
        <span className="font-semibold tabular-nums">{formatCents(payment.amount_cents)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-muted-foreground">
        <span className="min-w-0 [overflow-wrap:anywhere]">{details.join(' · ')}</span>
        <PaymentStatusBadge status={payment.status} />
      </div>
      {period === '—' ? null : <p className="text-muted-foreground tabular-nums">Período: {period}</p>}
    </>
  );
}
