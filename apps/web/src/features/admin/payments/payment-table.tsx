import { formatDateTime } from '@prontidao/domain/format/date';
import { EmailText } from '@/components/email-text';
import { formatCents } from '@/lib/payment-labels';
import type { AdminPayment } from '../api/payment-queries';
import { DELETED_ACCOUNT, methodLabel, periodLabel } from './payment-facts';
import { PaymentStatusBadge, RenewalBadge } from './payment-status-badge';
import { PlanHistoryButton } from './plan-history-dialog';

const th = 'px-3 py-2 text-start font-medium text-muted-foreground text-xs uppercase tracking-wide';
const td = 'px-3 py-2 align-middle';

const COLUMNS = ['Data', 'Pessoa', 'Plano', 'Valor e forma', 'Situação', 'Mercado Pago nº', 'Período'];

/**
 * Wide screens: one row per payment, 58 rem wide — whole in the 60 rem a 1280 px window leaves beside
 * the menu; on a narrower one the table scrolls inside its border, never the page.
 */
export function PaymentTable({ payments }: { payments: readonly AdminPayment[] }) {
  return (
    <section
      aria-label="Tabela de pagamentos"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[58rem] border-collapse text-sm">
        <caption className="sr-only">Pagamentos, dos mais novos aos mais antigos</caption>
        <thead className="bg-muted">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PaymentRow({ payment }: { payment: AdminPayment }) {
  return (
    <tr data-testid={`payment-${payment.id}`} className="border-t">
      <td className={`${td} whitespace-nowrap tabular-nums`}>
        <TwoLines {...splitDateTime(formatDateTime(payment.created_at))} />
      </td>
      <th scope="row" className={`${td} min-w-40 max-w-56 text-start font-medium [overflow-wrap:anywhere]`}>
        {payment.email ? (
          <EmailText email={payment.email} />
        ) : (
          <span className="text-muted-foreground italic">{DELETED_ACCOUNT}</span>
        )}
      </th>
      <td className={td}>
        <span className="block">{payment.plano}</span>
        {payment.renewal_for ? <RenewalBadge /> : null}
      </td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>
        <TwoLines first={formatCents(payment.amount_cents)} second={methodLabel(payment.method)} />
      </td>
      <td className={td}>
        <PaymentStatusBadge status={payment.status} />
      </td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>{payment.provider_payment_id ?? '—'}</td>
      <td className={`${td} max-w-44 tabular-nums`}>{periodLabel(payment)}</td>
      <td className={td}>
        {payment.user_id ? (
          <PlanHistoryButton userId={payment.user_id} email={payment.email} text="Histórico" />
        ) : null}
      </td>
    </tr>
  );
}

/** '01/03/2026 12:00' as the date over the time. */
const splitDateTime = (dateTime: string) => {
  const [first = dateTime, second = ''] = dateTime.split(' ');
  return { first, second };
};

/** Two facts of a cell, one under the other (its text still reads 'first second'). */
function TwoLines({ first, second }: { first: string; second: string }) {
  return (
    <>
      <span className="block">{first}</span>{' '}
      <span className="block text-muted-foreground text-xs">{second}</span>
    </>
  );
}
