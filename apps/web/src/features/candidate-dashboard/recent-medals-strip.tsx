import type { RecentMedal } from '@prontidao/domain/rewards/reward-types';
import { Medal } from 'lucide-react';
import { Link } from 'react-router';
import { RecentMedalItem } from '@/components/taf/recent-medal-item';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRecentMedals } from '@/lib/queries/medals';
import { CardError } from './card-error';
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
        <RecentMedalItem key={`${medal.test_id}-${medal.test_key}`} medal={medal} />
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
