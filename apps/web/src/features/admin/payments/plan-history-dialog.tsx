import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId } from 'react';
import { EmailText } from '@/components/email-text';
import { RetryAlert } from '@/components/retry-alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { type PlanHistory, planHistoryQuery } from '../api/payment-queries';
import { planLabel } from './payment-facts';
import { PlanHistoryEvents } from './plan-history-events';
import { planDates, renewalText, subscriptionText } from './plan-history-text';

/**
 * 'Histórico do plano' of one person: the button, and the dialog it opens (the history is asked for
 * when it opens; closing it gives the focus back to the button).
 */
export function PlanHistoryButton({
  userId,
  email,
  className,
  text = 'Histórico do plano',
}: {
  userId: string;
  email: string | null;
  className?: string;
  /** The button's visible words (its accessible name always says whose plan). */
  text?: string;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('whitespace-nowrap', className)}
          aria-label={email ? `Histórico do plano de ${email}` : undefined}
        >
          <History aria-hidden="true" />
          {text}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Histórico do plano</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {email ? <EmailText email={email} /> : 'Conta sem e-mail'}
          </DialogDescription>
        </DialogHeader>
        <PlanHistoryView userId={userId} />
      </DialogContent>
    </Dialog>
  );
}

function PlanHistoryView({ userId }: { userId: string }) {
  const history = useQuery(planHistoryQuery(userId));
  const headingId = useId();
  if (history.isPending) {
    return (
      <div className="grid gap-2" role="status">
        <span className="sr-only">Carregando o histórico…</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <RetryAlert
        title="Não foi possível carregar o histórico do plano."
        description={errorMessage(history.error)}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  return (
    <div className="grid min-w-0 gap-4">
      <CurrentPlan history={history.data} />
      <section aria-labelledby={headingId} className="grid gap-2">
        <h3 id={headingId} className="font-semibold text-base">
          Mudanças
        </h3>
        <PlanHistoryEvents events={history.data.events} />
      </section>
    </div>
  );
}

function CurrentPlan({ history }: { history: PlanHistory }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="plan-now">
      <p>
        <span className="text-muted-foreground">Plano agora: </span>
        <span className="font-semibold">{planLabel(history.plano_code)}</span>
      </p>
      <p className="text-muted-foreground tabular-nums">{planDates(history)}</p>
      {history.subscription ? <p>{subscriptionText(history.subscription)}</p> : null}
      {history.subscription?.renewal ? (
        <p className="text-muted-foreground">{renewalText(history.subscription.renewal)}</p>
      ) : null}
    </div>
  );
}
