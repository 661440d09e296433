import type { PlanCode } from '@prontidao/domain/plans/plan-codes';
import { Check, ExternalLink, Loader2, Minus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { Plan } from '@/config/plans';
import { cn } from '@/lib/cn';
import { planFeatures } from './plan-features';

/** The line under each price (the free one no longer says '1 teste isolado' beside 'ilimitado': issue 21). */
const TAGLINES: Record<PlanCode, string> = {
  COMUM: 'Sem mensalidade: paga uma vez e os conteúdos premium ficam liberados.',
  AVAN_MENSAL: 'Tudo liberado, renovado todo mês.',
  AVAN_SEMESTRE: 'Tudo liberado por seis meses, pelo menor preço por mês.',
  FREE: 'Sem custo: simulados ilimitados, treinos registrados e moedas para liberar conteúdos.',
};

/** What the purchase button says: a one-off payment is bought, the others subscribed. */
const ACTIONS: Record<Exclude<PlanCode, 'FREE'>, string> = {
  COMUM: 'Comprar',
  AVAN_MENSAL: 'Assinar',
  AVAN_SEMESTRE: 'Assinar',
};

/** How a paid plan is bought: a checkout opened here, a link from the config, or not yet. */
export type Purchase =
  | { kind: 'checkout'; onBuy: () => void; opening: boolean; busy: boolean }
  | { kind: 'link'; url: string }
  | { kind: 'soon' };

export function PlanCard({ plan, current, purchase }: { plan: Plan; current: boolean; purchase: Purchase }) {
  return (
    <Card
      data-testid="plan-card"
      data-current={current || undefined}
      className={cn('flex h-full flex-col', current && 'border-primary ring-2 ring-primary')}
    >
      <CardHeader>
        {current ? <Badge>Seu plano atual</Badge> : null}
        <CardTitle asChild>
          <h2 className="text-balance">{plan.name}</h2>
        </CardTitle>
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="font-bold text-3xl tabular-nums tracking-tight">{plan.price}</span>
          <span className="text-muted-foreground text-sm">{plan.billing}</span>
        </p>
        <CardDescription className="text-pretty">{TAGLINES[plan.code]}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <h3 className="sr-only">O que inclui</h3>
        <ul className="grid gap-2 text-sm">
          {planFeatures(plan.code).map((feature) => (
            <li
              key={feature.text}
              className={cn('flex items-start gap-2', !feature.included && 'text-muted-foreground')}
            >
              {feature.included ? (
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <Minus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              <span className="min-w-0 text-pretty">
                {feature.included ? null : <span className="sr-only">Não incluído: </span>}
                {feature.text}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="mt-auto">
        <PlanAction plan={plan} current={current} purchase={purchase} />
      </CardFooter>
    </Card>
  );
}

function PlanAction({ plan, current, purchase }: { plan: Plan; current: boolean; purchase: Purchase }) {
  if (current) {
    return (
      <p className="flex items-center gap-2 font-medium text-primary text-sm">
        <Check className="size-4 shrink-0" aria-hidden="true" />
        Você está neste plano
      </p>
    );
  }
  if (plan.code === 'FREE') return null;
  if (purchase.kind === 'checkout') {
    return (
      <Button className="w-full" onClick={purchase.onBuy} disabled={purchase.busy}>
        {purchase.opening ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Abrindo pagamento…
          </>
        ) : (
          <>
            {ACTIONS[plan.code]} <span className="sr-only">{plan.name}</span>
          </>
        )}
      </Button>
    );
  }
  if (purchase.kind === 'soon') {
    return (
      <Button className="w-full" variant="outline" disabled>
        Em breve
        <span className="sr-only">: compra do plano {plan.name} ainda não disponível</span>
      </Button>
    );
  }
  return (
    <Button asChild className="w-full">
      <a href={purchase.url} target="_blank" rel="noopener noreferrer">
        {ACTIONS[plan.code]} <span className="sr-only">{plan.name} (abre em nova aba)</span>
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}
