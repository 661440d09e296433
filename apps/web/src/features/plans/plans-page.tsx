import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FREE_PLAN, type Plan, PURCHASE_LINKS } from '@/config/plans';
import { errorMessage } from '@/lib/api-error';
import { useStartCheckout } from '@/lib/queries/checkout';
import { type CurrentPlan, useCurrentPlan } from '@/lib/queries/current-plan';
import { ConsultCard } from './consult-card';
import { CurrentPlanPanel } from './current-plan-panel';
import { MyPayments } from './my-payments';
import { PlanCard, type Purchase } from './plan-card';

/** The four plans in the order of spec §9: the paid ones, then the free trial. */
const PLANS: readonly Plan[] = [...PURCHASE_LINKS, FREE_PLAN];

/**
 * /aluno/planos: the current plan (since, until, the monthly subscription), the four plans with
 * 'Assinar' / 'Comprar' (a checkout at the provider where the server has one, else the configured
 * link or 'Em breve'), and 'Meus pagamentos'.
 */
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
      </header>
      {plan.data ? <CurrentPlanPanel plan={plan.data} /> : null}
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
  const checkout = useStartCheckout();
  const purchaseOf = (p: Plan): Purchase => {
    if (p.code === 'FREE') return { kind: 'soon' };
    if (current.checkout) {
      return {
        kind: 'checkout',
        onBuy: () => checkout.mutate(p.code as Exclude<Plan['code'], 'FREE'>),
        // After success the browser is on its way to the provider: keep the buttons still.
        opening: (checkout.isPending || checkout.isSuccess) && checkout.variables === p.code,
        busy: checkout.isPending || checkout.isSuccess,
      };
    }
    const url = current.purchase_links[p.code];
    return url ? { kind: 'link', url } : { kind: 'soon' };
  };
  return (
    <>
      {checkout.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Não foi possível abrir o pagamento.</AlertTitle>
          <AlertDescription>{errorMessage(checkout.error, 'Tente novamente em instantes.')}</AlertDescription>
        </Alert>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {PLANS.map((p) => (
          <li key={p.code} className="grid" aria-current={p.code === current.plano_code ? 'true' : undefined}>
            <PlanCard plan={p} current={p.code === current.plano_code} purchase={purchaseOf(p)} />
          </li>
        ))}
      </ul>
      <ConsultCard url={current.purchase_links.consult} />
      {current.checkout ? <MyPayments /> : null}
    </>
  );
}
