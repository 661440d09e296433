import { formatDate } from '@prontidao/domain/format/date';
import { useQuery } from '@tanstack/react-query';
import { InlineLoadError } from '@/components/inline-load-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents, PAYMENT_BADGE, PAYMENT_METHOD, PAYMENT_STATUS } from '@/lib/payment-labels';
import { type MyPayment, myPaymentsQuery } from './api/payments';

/** 'Meus pagamentos': each purchase with its plan, amount, status, method and the period it paid. */
export function MyPayments() {
  const payments = useQuery(myPaymentsQuery);
  return (
    <section aria-labelledby="meus-pagamentos" className="grid gap-3">
      <h2 id="meus-pagamentos" className="font-semibold text-xl">
        Meus pagamentos
      </h2>
      {payments.data ? (
        payments.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum pagamento ainda.</p>
        ) : (
          <ul className="grid gap-2">
            {payments.data.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </ul>
        )
      ) : payments.isPending ? (
        <Skeleton className="h-20" />
      ) : (
        <InlineLoadError
          text="Não foi possível carregar seus pagamentos."
          onRetry={() => void payments.refetch()}
        />
      )}
    </section>
  );
}

function PaymentRow({ payment }: { payment: MyPayment }) {
  const details = [
    formatDate(payment.created_at),
    payment.method ? PAYMENT_METHOD[payment.method] : null,
    payment.provider_payment_id ? `nº ${payment.provider_payment_id}` : null,
  ].filter(Boolean);
  return (
    <li className="grid gap-1 rounded-md border bg-card px-3 py-2.5 text-sm" data-testid="payment">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium">{payment.plano}</span>
        <span className="font-semibold tabular-nums">{formatCents(payment.amount_cents)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-muted-foreground">
        <span className="min-w-0 tabular-nums">{details.join(' · ')}</span>
        <Badge variant={PAYMENT_BADGE[payment.status] ?? 'secondary'}>{PAYMENT_STATUS[payment.status]}</Badge>
      </div>
      {payment.period_start && payment.status === 'aprovado' ? (
        <p className="text-muted-foreground tabular-nums">
          {payment.period_end
            ? `Período pago: ${formatDate(payment.period_start)} a ${formatDate(payment.period_end)}`
            : `Liberado desde ${formatDate(payment.period_start)}`}
        </p>
      ) : null}
    </li>
  );
}
