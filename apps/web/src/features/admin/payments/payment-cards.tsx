import { formatDateTime } from '@prontidao/domain/format/date';
import { EmailText } from '@/components/email-text';
import { formatCents } from '@/lib/payment-labels';
import type { AdminPayment } from '../api/payment-queries';
import { DELETED_ACCOUNT, methodLabel, periodLabel } from './payment-facts';
import { PaymentStatusBadge, RenewalBadge } from './payment-status-badge';
import { PlanHistoryButton } from './plan-history-dialog';

/** Phones: one card per payment; long e-mails wrap inside the card. */
export function PaymentCards({ payments }: { payments: readonly AdminPayment[] }) {
  return (
    <ul className="grid gap-3" aria-label="Pagamentos">
      {payments.map((payment) => (
        <li
          key={payment.id}
          data-testid={`payment-${payment.id}`}
          className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 shadow-xs"
        >
          <div className="grid min-w-0 gap-1">
            <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
              {payment.email ? (
                <EmailText email={payment.email} />
              ) : (
                <span className="text-muted-foreground italic">{DELETED_ACCOUNT}</span>
              )}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <PaymentStatusBadge status={payment.status} />
              {payment.renewal_for ? <RenewalBadge /> : null}
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Data</dt>
            <dd className="tabular-nums">{formatDateTime(payment.created_at)}</dd>
            <dt className="text-muted-foreground">Plano</dt>
            <dd className="min-w-0">{payment.plano}</dd>
            <dt className="text-muted-foreground">Valor</dt>
            <dd className="tabular-nums">{formatCents(payment.amount_cents)}</dd>
            <dt className="text-muted-foreground">Forma</dt>
            <dd>{methodLabel(payment.method)}</dd>
            <dt className="text-muted-foreground">Mercado Pago nº</dt>
            <dd className="min-w-0 tabular-nums [overflow-wrap:anywhere]">
              {payment.provider_payment_id ?? '—'}
            </dd>
            <dt className="text-muted-foreground">Período</dt>
            <dd className="min-w-0 tabular-nums">{periodLabel(payment)}</dd>
          </dl>
          {payment.user_id ? (
            <PlanHistoryButton userId={payment.user_id} email={payment.email} className="w-full sm:w-fit" />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
