import { formatDateTime } from '@prontidao/domain/format/date';
import { formatDistance } from '@prontidao/domain/format/distance';
import { formatMarkTime } from '@prontidao/domain/format/duration';
import { formatCount } from '@prontidao/domain/format/number';
import { isFreePlan } from '@prontidao/domain/plans/plan-codes';
import { useQuery } from '@tanstack/react-query';
import { Activity, Plug } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFullProfile } from '@/lib/queries/profile';
import { type RecentActivity, recentActivitiesQuery, trackerStatusQuery } from '@/lib/queries/tracker';
import { DashboardCardHeader } from './dashboard-card-header';

/** The latest synced activity and up to two earlier (spec §2). */
const LATEST = 3;

const typeLabel = (type: string) => (type === 'RUN' ? 'Corrida' : 'Natação');
const coinsText = (coins: number) => `+${formatCount(coins, 'moeda', 'moedas')}`;

function ActivityLine({ activity, isLatest }: { activity: RecentActivity; isLatest: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2" data-testid="dashboard-activity">
      <div className="grid gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={activity.type === 'RUN' ? 'default' : 'accent'}>{typeLabel(activity.type)}</Badge>
          {isLatest ? <span className="font-medium text-xs">Mais recente</span> : null}
        </div>
        <span className="text-muted-foreground text-xs tabular-nums">
          {formatDateTime(activity.start_date)}
        </span>
      </div>
      <div className="grid justify-items-end gap-0.5 text-sm tabular-nums">
        <span className="font-semibold">
          {formatDistance(activity.distance_m)} · {formatMarkTime(activity.moving_time_s)}
        </span>
        <span className="text-muted-foreground text-xs">{coinsText(activity.coins)}</span>
      </div>
    </li>
  );
}

function Connected({ isFree }: { isFree: boolean }) {
  const recent = useQuery(recentActivitiesQuery(LATEST));
  if (recent.isPending) return <Skeleton className="h-24 w-full" aria-hidden="true" />;
  // Free users see runs and swims only (spec §9).
  const shown = (recent.data ?? []).filter(
    (activity) => !isFree || activity.type === 'RUN' || activity.type === 'SWIM',
  );
  return (
    <div className="grid w-full gap-2">
      <p className="text-pretty text-sm">
        <Badge variant="success" className="me-2">
          Conectado
        </Badge>
        Corridas e natações chegam sozinhas.
      </p>
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhuma atividade encontrada ainda.</p>
      ) : (
        <ul className="divide-y" aria-label="Atividades sincronizadas">
          {shown.slice(0, LATEST).map((activity, index) => (
            <ActivityLine key={activity.id} activity={activity} isLatest={index === 0} />
          ))}
        </ul>
      )}
      <Link to={paths.integrations} className="text-primary text-sm underline-offset-4 hover:underline">
        Ver integrações
      </Link>
    </div>
  );
}

/** The tracker card: connect, or the latest synced activity and up to two earlier. */
export function StravaCard() {
  const status = useQuery(trackerStatusQuery);
  const profile = useFullProfile();
  const isFree = isFreePlan(profile.data?.plano_code);
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader title="Strava" description="Seus treinos importados" icon={Activity} />
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        {status.isPending || profile.isPending ? (
          <Skeleton className="h-24 w-full" aria-hidden="true" />
        ) : status.data?.is_connected ? (
          <Connected isFree={isFree} />
        ) : (
          <>
            <p className="text-pretty text-sm">
              Conecte o Strava para importar corridas e natações automaticamente, com moedas.
            </p>
            <Button asChild>
              <Link to={paths.integrations}>
                <Plug aria-hidden="true" />
                Conectar Strava
              </Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
