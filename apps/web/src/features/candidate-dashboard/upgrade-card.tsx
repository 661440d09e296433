import { ExternalLink, MessageCircle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { CONSULT_URL, FREE_PLAN, PURCHASE_LINKS } from '@/config/plans';
import { DashboardCardHeader } from './dashboard-card-header';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

function NewTabHint() {
  return <span className="sr-only"> (abre em nova aba)</span>;
}

/** For free users: the three paid plans (checkout in a new tab) and the consultation contact. */
export function UpgradeCard() {
  return (
    <Card className="flex flex-col border-primary/40">
      <DashboardCardHeader
        title="Desbloqueie o plano Avançado"
        description={
          <>
            Você está no {FREE_PLAN.name} ({FREE_PLAN.description}). Escolha um plano para seguir se
            preparando.
          </>
        }
        icon={Sparkles}
      />
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {PURCHASE_LINKS.map((plan) => (
            <li key={plan.code}>
              <a
                href={plan.url}
                {...NEW_TAB}
                className="flex items-center justify-between gap-3 rounded-md border bg-card px-3 py-2.5 transition-colors hover:bg-muted"
              >
                <span className="grid min-w-0">
                  <span className="font-medium">{plan.name}</span>
                  <span className="text-muted-foreground text-xs">{plan.description}</span>
                </span>
                <span className="flex shrink-0 items-center gap-2 text-end">
                  <span className="grid">
                    <span className="font-semibold tabular-nums">{plan.price}</span>
                    <span className="text-muted-foreground text-xs">{plan.billing}</span>
                  </span>
                  <ExternalLink className="size-4 text-muted-foreground" aria-hidden="true" />
                </span>
                <NewTabHint />
              </a>
            </li>
          ))}
        </ul>
        <a
          href={CONSULT_URL}
          {...NEW_TAB}
          className="flex items-center gap-2 rounded-md px-1 py-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
          Consultoria de nutrição e treino
          <NewTabHint />
        </a>
        <Link
          to={paths.candidate.plans}
          className="px-1 text-muted-foreground text-sm underline underline-offset-4 hover:text-foreground"
        >
          Comparar todos os planos
        </Link>
      </CardContent>
    </Card>
  );
}
