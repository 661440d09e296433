import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FREE_PLAN, type Plan, PURCHASE_LINKS } from '@/config/plans';
import { errorMessage } from '@/lib/api-error';
import { type CurrentPlan, useCurrentPlan } from '@/lib/queries/current-plan';
import { ConsultCard } from './consult-card';
import { PlanCard } from './plan-card';

/** The four plans in the order of spec §9: the paid ones, then the free trial. */
const PLANS: readonly Plan[] = [...PURCHASE_LINKS, FREE_PLAN];

/** /aluno/planos: the four plans, the current one highlighted, the purchase links from the server. */
export default function PlansPage() {
  const plan = useCurrentPlan();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Planos</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          O simulador do TAF é gratuito e ilimitado em todos os planos. Os planos pagos liberam os conteúdos
          premium sem moedas e mais análises de técnica na barra.
        </p>
        {plan.data ? (
          <p className="text-sm">
            Seu plano atual: <strong className="font-semibold">{plan.data.name}</strong>
          </p>
        ) : null}
      </header>
      {plan.data ? (
        <PlanGrid current={plan.data} />
      ) : plan.isPending ? (
        <>
          <p className="sr-only" role="status">
            Carregando planos...
          </p>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
            {PLANS.map((p) => (
              <Skeleton key={p.code} className="h-80" />
            ))}
          </div>
        </>
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar seu plano.</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(plan.error, 'Tente novamente em instantes.')}</p>
            <Button
              variant="outline"
              size="sm"
              className="w-fit"
              onClick={() => void plan.refetch()}
              disabled={plan.isFetching}
            >
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function PlanGrid({ current }: { current: CurrentPlan }) {
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {PLANS.map((p) => (
          <li key={p.code} className="grid" aria-current={p.code === current.plano_code ? 'true' : undefined}>
            <PlanCard
              plan={p}
              current={p.code === current.plano_code}
              purchaseUrl={p.code === 'FREE' ? null : current.purchase_links[p.code]}
            />
          </li>
        ))}
      </ul>
      <ConsultCard url={current.purchase_links.consult} />
    </>
  );
}
