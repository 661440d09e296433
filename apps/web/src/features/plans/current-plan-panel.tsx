import { formatDate } from '@prontidao/domain/format/date';
import { CalendarClock, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { formatCents } from '@/lib/payment-labels';
import type { CurrentPlan } from '@/lib/queries/current-plan';
import { useCancelSubscription } from './api/payments';

type Subscription = NonNullable<CurrentPlan['subscription']>;

/**
 * 'Seu plano': which, since when and until when; the monthly subscription — the renewal to pay
 * ('Pagar mensalidade'), 'Cancelar assinatura' (the month paid stays), or how it ended.
 */
export function CurrentPlanPanel({ plan }: { plan: CurrentPlan }) {
  const subscription = plan.subscription;
  const monthly = plan.plano_code === 'AVAN_MENSAL';
  return (
    <section
      aria-labelledby="plano-atual"
      className="grid gap-3 rounded-lg border bg-card p-4 sm:p-5"
      data-testid="current-plan"
    >
      <div className="grid gap-1">
        <h2 id="plano-atual" className="font-semibold text-lg">
          Seu plano: {plan.name}
        </h2>
        <PlanDates plan={plan} />
      </div>
      {subscription?.renewal && subscription.status === 'ativa' ? (
        <RenewalDue renewal={subscription.renewal} />
      ) : null}
      {monthly && subscription?.status === 'ativa' ? <ActiveSubscription until={plan.until} /> : null}
      {subscription && subscription.status !== 'ativa' ? (
        <EndedSubscription subscription={subscription} until={monthly ? plan.until : null} />
      ) : null}
    </section>
  );
}

function PlanDates({ plan }: { plan: CurrentPlan }) {
  if (plan.is_free) {
    return <p className="text-muted-foreground text-sm">Sem custo e sem data de fim.</p>;
  }
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
      {plan.since ? (
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Desde</dt>
          <dd className="font-medium tabular-nums">{formatDate(plan.since)}</dd>
        </div>
      ) : null}
      <div className="flex gap-1.5">
        <dt className="text-muted-foreground">Vale até</dt>
        <dd className="font-medium tabular-nums">
          {plan.until ? formatDate(plan.until) : 'sem data de fim'}
        </dd>
      </div>
    </dl>
  );
}

function RenewalDue({ renewal }: { renewal: NonNullable<Subscription['renewal']> }) {
  const due = formatDate(renewal.due_at);
  return (
    <Alert>
      <CalendarClock aria-hidden="true" />
      <AlertTitle>
        Mensalidade de {formatCents(renewal.amount_cents)}: pague até {due}
      </AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>
          {renewal.status === 'pendente'
            ? 'Estamos aguardando a confirmação do seu PIX. Assim que o Mercado Pago confirmar, o próximo mês começa quando este terminar.'
            : renewal.status === 'recusado'
              ? 'O último pagamento foi recusado e nada foi cobrado. Tente de novo, com PIX ou cartão.'
              : `Pague com PIX ou cartão para continuar no plano depois de ${due}. O próximo mês começa quando este terminar.`}
        </p>
        {renewal.status === 'pendente' ? null : (
          <Button asChild className="w-full sm:w-fit">
            <a href={renewal.checkout_url}>
              <CreditCard aria-hidden="true" />
              Pagar mensalidade
            </a>
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

function ActiveSubscription({ until }: { until: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const end = until ? formatDate(until) : null;
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Assinatura cancelada', {
          description: end ? `Seu plano continua valendo até ${end}.` : undefined,
        });
      },
      onError: (error) => {
        setOpen(false);
        toast.error('Não foi possível cancelar a assinatura', { description: errorMessage(error) });
      },
    });
  return (
    <div className="grid gap-2 border-t pt-3 sm:flex sm:items-center sm:justify-between sm:gap-4">
      <p className="text-pretty text-sm">
        Assinatura ativa: a mensalidade de R$ 49,90 é cobrada três dias antes do fim de cada mês pago
        {end ? ` (o próximo termina em ${end})` : ''}.
      </p>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button variant="outline" className="w-full shrink-0 sm:w-fit">
            Cancelar assinatura
          </Button>
        }
        title="Cancelar a assinatura?"
        description={
          end
            ? `O plano Avançado Mensal continua valendo até ${end} e não será mais cobrado. Depois dessa data, você volta ao plano Gratuito.`
            : 'A mensalidade não será mais cobrada.'
        }
      >
        <ConfirmDialogFooter
          confirmLabel="Cancelar assinatura"
          pendingLabel="Cancelando…"
          cancelLabel="Manter assinatura"
          isPending={cancel.isPending}
          onConfirm={confirm}
        />
      </ConfirmDialog>
    </div>
  );
}

function EndedSubscription({ subscription, until }: { subscription: Subscription; until: string | null }) {
  let text: string | null = null;
  if (subscription.status === 'cancelada') {
    text = until
      ? `Assinatura cancelada: o plano vale até ${formatDate(until)} e não será mais cobrado.`
      : 'Assinatura cancelada: a mensalidade não é mais cobrada.';
  } else if (subscription.end_reason === 'renovacao_nao_paga' && subscription.ended_at) {
    text = `A mensalidade não foi paga e a assinatura terminou em ${formatDate(subscription.ended_at)}. Assine de novo quando quiser.`;
  }
  if (!text) return null;
  return <p className="border-t pt-3 text-pretty text-sm">{text}</p>;
}
