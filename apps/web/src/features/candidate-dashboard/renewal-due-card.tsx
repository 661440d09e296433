import { formatDate } from '@prontidao/domain/format/date';
import { CalendarClock, CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatCents } from '@/lib/payment-labels';
import { useCurrentPlan } from '@/lib/queries/current-plan';
import { DashboardCardHeader } from './dashboard-card-header';

/**
 * Only while the monthly plan's renewal waits to be paid (issue 25, decision 052): its amount, the
 * day the paid month ends and 'Pagar mensalidade' to the provider's page. Nothing otherwise.
 */
export function RenewalDueCard() {
  const plan = useCurrentPlan();
  const subscription = plan.data?.subscription;
  const renewal = subscription?.status === 'ativa' ? subscription.renewal : null;
  if (!renewal) return null;
  const due = formatDate(renewal.due_at);
  return (
    <Card className="flex flex-col border-warning" data-testid="renewal-due-card">
      <DashboardCardHeader
        title="Mensalidade a pagar"
        description={`${formatCents(renewal.amount_cents)} até ${due} para continuar no plano Avançado Mensal.`}
        icon={CalendarClock}
      />
      <CardContent className="mt-auto">
        {renewal.status === 'pendente' ? (
          <p className="text-sm">Aguardando a confirmação do seu PIX.</p>
        ) : (
          <Button asChild className="w-full sm:w-fit">
            <a href={renewal.checkout_url}>
              <CreditCard aria-hidden="true" />
              Pagar mensalidade
            </a>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
