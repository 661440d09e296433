import { formatPlainDate } from '@prontidao/domain/format/date';
import {
  formatActivityPace,
  formatActivityTime,
  formatAmount,
  formatCoins,
} from '@prontidao/domain/training/activity-format';
import {
  ACTIVITY_TYPE_LABELS,
  STRAVA_REDACTED_TEXT,
  type TrainingActivityDetail,
} from '@prontidao/domain/training/activity-types';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { activityLabel } from './form-kinds';
import { RouteMap } from './route-map';
import { TechniqueAnalysisPanel } from './technique/technique-analysis-panel';

export interface ActivityDetailViewProps {
  activity: TrainingActivityDetail;
  onEdit: () => void;
  onDelete: () => void;
  /** The session's thread with the trainer, above the actions. */
  comments?: ReactNode;
}

const orDash = (value: string | null) => value ?? '—';

/** What was done: reps for the bar, distance, time and pace for a swim or run, the exercise's result. */
function amountRows(activity: TrainingActivityDetail): [string, string][] {
  if (activity.activity_type === 'BARRA') return [['Repetições', orDash(formatAmount(activity))]];
  if (activity.activity_type === 'EXERCISE') {
    const minutes = formatActivityTime({
      value_secondary: null,
      duration_minutes: activity.duration_minutes,
    });
    return [
      ['Exercício', activityLabel(activity)],
      ['Resultado', orDash(formatAmount(activity))],
      ['Duração', orDash(minutes)],
    ];
  }
  return [
    ['Distância', orDash(formatAmount(activity))],
    ['Tempo', orDash(formatActivityTime(activity))],
    ['Ritmo', orDash(formatActivityPace(activity))],
  ];
}

/**
 * A Strava activity read by someone other than its athlete (decision 048): the server sent its date,
 * type and coins only, and this says why.
 */
function RedactedDetail({ activity }: { activity: TrainingActivityDetail }) {
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Moedas</dt>
          <dd className="font-medium tabular-nums">{formatCoins(activity.coins)}</dd>
        </div>
      </dl>
      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {STRAVA_REDACTED_TEXT}
      </p>
    </div>
  );
}

/** The detail's facts, the route when there is one, and edit/delete for the owner's manual activity. */
export function ActivityDetailView({ activity, onEdit, onDelete, comments }: ActivityDetailViewProps) {
  if (activity.strava_redacted) return <RedactedDetail activity={activity} />;
  const rows: [string, string][] = [
    ...amountRows(activity),
    ['Moedas', formatCoins(activity.coins)],
    ['FC média', activity.average_heartrate ? `${Math.round(activity.average_heartrate)} bpm` : '—'],
    ['FC máxima', activity.max_heartrate ? `${Math.round(activity.max_heartrate)} bpm` : '—'],
    ['Cadência média', activity.average_cadence ? `${Math.round(activity.average_cadence)} passos/min` : '—'],
  ];
  const route = activity.strava_map_summary_polyline;
  const typeLabel = ACTIVITY_TYPE_LABELS[activity.activity_type].toLowerCase();

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 grid gap-0.5">
          <dt className="text-muted-foreground">Observações</dt>
          <dd className="whitespace-pre-wrap break-words">{activity.notes || '—'}</dd>
        </div>
      </dl>
      {activity.editable ? <TechniqueAnalysisPanel activity={activity} /> : null}
      {route ? (
        <RouteMap
          polyline={route}
          title={`Percurso da ${typeLabel} de ${formatPlainDate(activity.workout_date)}`}
        />
      ) : null}
      {comments}
      {activity.editable ? (
        <DialogFooter>
          <Button variant="outline" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
        </DialogFooter>
      ) : (
        <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Treino importado: somente leitura. Para corrigir, edite no aplicativo ou arquivo de origem.
        </p>
      )}
    </div>
  );
}
