import { formatPlainDate } from '@prontidao/domain/format/date';
import { activityFacts, formatCoins } from '@prontidao/domain/training/activity-format';
import {
  ACTIVITY_TYPE_LABELS,
  STRAVA_REDACTED_TEXT,
  type TrainingActivity,
} from '@prontidao/domain/training/activity-types';
import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const SOURCE_LABELS: Record<TrainingActivity['source'], string> = {
  manual: 'Manual',
  file: 'Arquivo do relógio',
  strava: 'Strava',
};

/**
 * One workout of the student's history, read-only: type, date, distance, duration, pace, notes. A
 * workout imported from Strava comes redacted (decision 048): its date, type and coins, and why.
 */
export function TrainingItem({ activity }: { activity: TrainingActivity }) {
  const facts = activityFacts(activity);
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border bg-card p-3">
      <Badge variant={activity.activity_type === 'BARRA' ? 'secondary' : 'accent'}>
        {ACTIVITY_TYPE_LABELS[activity.activity_type]}
      </Badge>
      <time dateTime={activity.workout_date} className="text-muted-foreground text-sm tabular-nums">
        {formatPlainDate(activity.workout_date)}
      </time>
      {activity.source !== 'manual' ? (
        <Badge variant="outline">{SOURCE_LABELS[activity.source]}</Badge>
      ) : null}
      {activity.strava_redacted ? (
        <>
          <span className="ms-auto font-semibold text-sm tabular-nums">{formatCoins(activity.coins)}</span>
          <span className="flex basis-full items-start gap-1.5 text-muted-foreground text-sm">
            <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {STRAVA_REDACTED_TEXT}
          </span>
        </>
      ) : (
        <>
          <span className="basis-full text-sm tabular-nums">{facts.join(' · ') || 'Sem medidas'}</span>
          {activity.notes ? (
            <span className="min-w-0 basis-full whitespace-pre-line text-muted-foreground text-sm wrap-anywhere">
              {activity.notes}
            </span>
          ) : null}
        </>
      )}
    </li>
  );
}
