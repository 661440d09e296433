import { ExternalLink, Loader2, MessageCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { FREE_PLAN, PURCHASE_LINKS } from '@/config/plans';
import { errorMessage } from '@/lib/api-error';
import { useStartCheckout } from '@/lib/queries/checkout';
import { useCurrentPlan } from '@/lib/queries/current-plan';
import { DashboardCardHeader } from './dashboard-card-header';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

function NewTabHint() {
  return <span className="sr-only"> (abre em nova aba)</span>;
}

/**
 * Only on the free tier (as the server says; nothing while loading or on an error): the three paid
 * plans — each opens its checkout at the provider where the server has one (issue 25), else the
 * configured link in a new tab, else 'Em breve' — the consultation contact and the plans page. A
 * plan bought or given makes it go away.
 */
export function UpgradeCard() {
  const plan = useCurrentPlan();
  const checkout = useStartCheckout();
  if (!plan.data?.is_free) return null;
  const links = plan.data.purchase_links;
  const buysHere = plan.data.checkout;
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Card className="flex flex-col border-primary/40" data-testid="upgrade-card">
      <DashboardCardHeader
        title="Desbloqueie o plano Avançado"
        description={
          <>
            Você está no {FREE_PLAN.name}. O simulador continua gratuito e ilimitado; os planos pagos liberam
            os conteúdos premium e mais análises de técnica.
          </>
        }
        icon={Sparkles}
      />
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {PURCHASE_LINKS.map((p) => {
            const url = links[p.code];
            const opening = busy && checkout.variables === p.code;
            const body = (
              <>
                <span className="grid min-w-0">
                  <span className="font-medium">{p.name}</span>
                  <span className="text-muted-foreground text-xs">
                    {opening ? 'Abrindo pagamento…' : buysHere || url ? p.billing : 'Em breve'}
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-2 text-end">
                  <span className="font-semibold tabular-nums">{p.price}</span>
                  {opening ? (
                    <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
                  ) : url && !buysHere ? (
                    <ExternalLink className="size-4 text-muted-foreground" aria-hidden="true" />
                  ) : null}
                </span>
              </>
            );
            const row = 'flex items-center justify-between gap-3 rounded-md border px-3 py-2.5';
            return (
              <li key={p.code}>
                {buysHere ? (
                  <button
                    type="button"
                    onClick={() => checkout.mutate(p.code)}
                    aria-label={`${p.code === 'COMUM' ? 'Comprar' : 'Assinar'} ${p.name}, ${p.price} ${p.billing}`}
                    disabled={busy}
                    className={`${row} w-full bg-card text-start transition-colors hover:bg-muted disabled:opacity-70`}
                  >
                    {body}
                  </button>
                ) : url ? (
                  <a href={url} {...NEW_TAB} className={`${row} bg-card transition-colors hover:bg-muted`}>
                    {body}
                    <NewTabHint />
                  </a>
                ) : (
                  <div className={`${row} bg-muted/40 text-muted-foreground`}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
        {checkout.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Não foi possível abrir o pagamento.{' '}
            {errorMessage(checkout.error, 'Tente novamente em instantes.')}
          </p>
        ) : null}
        {links.consult ? (
          <a
            href={links.consult}
            {...NEW_TAB}
            className="flex items-center gap-2 rounded-md px-1 py-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
            Consultoria de nutrição e treino
            <NewTabHint />
          </a>
        ) : null}
        <Link
          to={paths.candidate.plans}
          className="px-1 font-medium text-primary text-sm underline underline-offset-4 hover:text-foreground"
        >
          Comparar todos os planos
        </Link>
      </CardContent>
    </Card>
  );
}
