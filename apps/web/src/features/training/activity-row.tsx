import { formatPlainDate } from '@prontidao/domain/format/date';
import { activityFacts, formatCoins } from '@prontidao/domain/training/activity-format';
import { STRAVA_REDACTED_TEXT, type TrainingActivity } from '@prontidao/domain/training/activity-types';
import { Coins, ShieldAlert } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { activityLabel } from './form-kinds';

export const SOURCE_LABELS: Record<TrainingActivity['source'], string> = {
  manual: 'Manual',
  file: 'Arquivo do relógio',
  strava: 'Strava',
};

/** Why a workout counts on no public board (decision 039): the owner reads it on the workout. */
export const RANKING_STANDING_TEXT: Record<NonNullable<TrainingActivity['ranking_status']>, string> = {
  not_validated:
    'Não validado para o ranking: ritmo perto do recorde mundial ou GPS com falhas. Vale para você.',
  removed: 'Removido do ranking pela moderação. Continua no seu histórico.',
};

export interface ActivityRowProps {
  activity: TrainingActivity;
  /** Stable across renders (rows are memoised: a long history re-renders only what changed). */
  onOpen: (id: string) => void;
}

/** One history line: type badge, date, distance or reps, duration, pace and coins; opens the detail. */
export const ActivityRow = memo(function ActivityRow({ activity, onOpen }: ActivityRowProps) {
  const facts = activityFacts(activity);
  return (
    <button
      type="button"
      onClick={() => onOpen(activity.id)}
      className="flex w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border bg-card p-3 text-left transition-colors hover:border-primary/60 hover:bg-background"
    >
      <Badge variant={activity.activity_type === 'BARRA' ? 'secondary' : 'accent'}>
        {activityLabel(activity)}
      </Badge>
      <span className="text-muted-foreground text-sm tabular-nums">
        {formatPlainDate(activity.workout_date)}
      </span>
      {activity.source !== 'manual' ? (
        <Badge variant="outline">{SOURCE_LABELS[activity.source]}</Badge>
      ) : null}
      <span className="ms-auto flex items-center gap-1 font-semibold text-sm tabular-nums">
        <Coins aria-hidden="true" className="size-4 text-primary" />
        {formatCoins(activity.coins)}
      </span>
      <span className="basis-full text-sm tabular-nums">
        {activity.strava_redacted ? STRAVA_REDACTED_TEXT : facts.join(' · ') || 'Sem medidas'}
      </span>
      {activity.ranking_status ? (
        <span
          className="flex basis-full items-start gap-1.5 text-muted-foreground text-xs"
          data-testid="ranking-standing"
        >
          <ShieldAlert
            aria-hidden="true"
            className="mt-px size-3.5 shrink-0 text-warning-subtle-foreground"
          />
          {RANKING_STANDING_TEXT[activity.ranking_status]}
        </span>
      ) : null}
    </button>
  );
});
