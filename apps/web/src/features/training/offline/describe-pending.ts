import { formatPlainDate } from '@prontidao/domain/format/date';
import { formatDistance } from '@prontidao/domain/format/distance';
import { formatMinutesSeconds } from '@prontidao/domain/format/duration';
import { ACTIVITY_TYPE_LABELS } from '@prontidao/domain/training/activity-types';
import { formatExercise } from '@prontidao/domain/training/exercise-format';
import { EXERCISE_LABELS } from '@prontidao/domain/training/exercise-kinds';
import type { PendingActivity } from './pending-activity';

/**
 * One line for a queued activity: 'Natação · 1000m em 20:00 · 23/11/2026', 'Barra · 12 repetições · …'
 * or, for a TAF exercise, 'Flexão de braço · 35 flexões em 2 séries · …'.
 */
export function describePending({ input }: PendingActivity): { title: string; detail: string } {
  const date = formatPlainDate(input.p_workout_date) ?? '';
  const primary = input.p_value_primary ?? 0;
  if (input.p_activity_type === 'EXERCISE' && input.p_exercise) {
    const amount = formatExercise({
      exercise: input.p_exercise,
      value_primary: input.p_value_primary ?? null,
      value_secondary: input.p_value_secondary ?? null,
      sets: input.p_sets ?? null,
    });
    return { title: EXERCISE_LABELS[input.p_exercise], detail: `${amount} · ${date}` };
  }
  const amount =
    input.p_activity_type === 'BARRA'
      ? `${primary} ${primary === 1 ? 'repetição' : 'repetições'}`
      : `${formatDistance(primary)}${input.p_value_secondary ? ` em ${formatMinutesSeconds(input.p_value_secondary)}` : ''}`;
  return { title: ACTIVITY_TYPE_LABELS[input.p_activity_type], detail: `${amount} · ${date}` };
}
