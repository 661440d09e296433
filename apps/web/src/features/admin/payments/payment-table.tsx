import { formatDateTime } from '@prontidao/domain/format/date';
import { EmailText } from '@/components/email-text';
import { formatCents } from '@/lib/payment-labels';
import type { AdminPayment } from '../api/payment-queries';
import { DELETED_ACCOUNT, methodLabel, periodLabel } from './payment-facts';
import { PaymentStatusBadge, RenewalBadge } from './payment-status-badge';
import { PlanHistoryButton } from './plan-history-dialog';

const th = 'px-3 py-2 text-start font-medium text-muted-foreground text-xs uppercase tracking-wide';
const td = 'px-3 py-2 align-middle';

const COLUMNS = ['Data', 'Pessoa', 'Plano', 'Valor', 'Forma', 'Situação', 'Mercado Pago nº', 'Período'];

/** Wide screens: one row per payment; the table scrolls inside its border, never the page. */
export function PaymentTable({ payments }: { payments: readonly AdminPayment[] }) {
  return (
    <section
      aria-label="Tabela de pagamentos"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[68rem] border-collapse text-sm">
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
      <td className={`${td} whitespace-nowrap tabular-nums`}>{formatDateTime(payment.created_at)}</td>
      <th scope="row" className={`${td} max-w-56 text-start font-medium [overflow-wrap:anywhere]`}>
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
      <td className={`${td} whitespace-nowrap tabular-nums`}>{formatCents(payment.amount_cents)}</td>
      <td className={td}>{methodLabel(payment.method)}</td>
      <td className={td}>
        <PaymentStatusBadge status={payment.status} />
      </td>
      <td className={`${td} max-w-36 tabular-nums [overflow-wrap:anywhere]`}>
        {payment.provider_payment_id ?? '—'}
      </td>
      <td className={`${td} max-w-48 tabular-nums`}>{periodLabel(payment)}</td>
      <td className={td}>
        {payment.user_id ? <PlanHistoryButton userId={payment.user_id} email={payment.email} /> : null}
      </td>
    </tr>
  );
}
