import { formatDate } from '@prontidao/domain/format/date';
import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { MedalBadge } from '@/components/taf/result-badges';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CardError } from './card-error';
import { useRecentMedals } from './coin-queries';
import { DashboardCardHeader } from './dashboard-card-header';

/** At most this many medals: a strip, not a history (the TAF progress page has that). */
const SHOWN = 6;

function MedalList({ medals }: { medals: RecentMedal[] }) {
  if (medals.length === 0) {
    return (
      <p className="text-pretty text-sm">
        Nenhuma medalha ainda. Tire nota 5 ou mais em uma prova do{' '}
        <Link to={paths.candidate.tests} className="font-medium text-primary underline underline-offset-4">
          simulado
        </Link>{' '}
        para ganhar a primeira.
      </p>
    );
  }
  return (
    <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="recent-medals">
      {medals.slice(0, SHOWN).map((medal) => (
        <li
          key={`${medal.test_id}-${medal.test_key}`}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2"
        >
          <span className="grid min-w-0">
            <span className="font-medium">{medal.label}</span>
            <span className="text-muted-foreground text-xs">
              Nota {formatGrade(medal.nota)} · {formatDate(medal.created_at)}
            </span>
          </span>
          <MedalBadge medal={medal.medalha} />
        </li>
      ))}
    </ul>
  );
}

/** 'Medalhas recentes': the medals of the latest simulations, test by test, newest first. */
export function RecentMedalsStrip() {
  const medals = useRecentMedals();
  return (
    <Card className="col-span-full">
      <DashboardCardHeader
        title="Medalhas recentes"
        description="Conquistadas nos seus simulados"
        icon={Medal}
      />
      <CardContent>
        {medals.isPending ? (
          <div className="grid gap-2 sm:grid-cols-3" aria-hidden="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : medals.isError ? (
          <CardError
            message="Não foi possível carregar suas medalhas."
            onRetry={() => void medals.refetch()}
            isRetrying={medals.isFetching}
          />
        ) : (
          <MedalList medals={medals.data} />
        )}
      </CardContent>
    </Card>
  );
}
