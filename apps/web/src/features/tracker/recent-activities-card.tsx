import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { RecentActivity } from './api/recent-activities';
import { useRecentActivities } from './api/recent-activities';
import {
  activityTypeLabel,
  formatCoinsEarned,
  formatMetres,
  formatMovingTime,
  formatStart,
} from './format-recent-activity';

function ActivityItem({ activity }: { activity: RecentActivity }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
      data-testid="recent-activity"
    >
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={activity.type === 'RUN' ? 'default' : 'accent'}>
            {activityTypeLabel(activity.type)}
          </Badge>
          <span className="text-muted-foreground text-sm tabular-nums">
            {formatStart(activity.start_date)}
          </span>
          {activity.source === 'file' ? (
            <span className="text-muted-foreground text-xs">(arquivo do relógio)</span>
          ) : null}
        </div>
        <p className="text-sm tabular-nums">
          {formatMetres(activity.distance_m)} · {formatMovingTime(activity.moving_time_s)}
        </p>
      </div>
      <span className="font-semibold text-sm tabular-nums">{formatCoinsEarned(activity.coins)}</span>
    </li>
  );
}

/** 'Atividades Recentes': the imported runs and swims with the coins each earned. */
export function RecentActivitiesCard() {
  const recent = useRecentActivities({ enabled: true });
  // The call never fails (an error is an empty list), so past pending there is a list.
  const activities = recent.data ?? [];
  return (
    <Card role="region" aria-labelledby="recentes-titulo">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="recentes-titulo">Atividades Recentes</h2>
        </CardTitle>
        <CardDescription>Do Strava e dos arquivos do relógio, da mais nova à mais antiga.</CardDescription>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <Spinner label="Carregando atividades..." />
        ) : activities.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhuma atividade encontrada ainda.</p>
        ) : (
          <ul className="divide-y">
            {activities.map((activity) => (
              <ActivityItem key={activity.id} activity={activity} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
