import { formatDistance } from '../format/distance';
import { formatMarkTime, formatMinutes, formatPace } from '../format/duration';
import { formatCount } from '../format/number';
import { paceSeconds } from './activity-feedback';
import type { TrainingActivity } from './activity-types';
import { formatExercise } from './exercise-format';

// How a workout reads in a history — the candidate's own and the trainer's view of it, in pt-BR
// (issue 21): distance '850 m' / '2,4 km', a recorded time as the mark it is ('11:30', '1:02:05'),
// whole minutes only when minutes were all that was logged ('45 min'), pace per km or per 100 m.

/** The time of a workout: its recorded seconds as m:ss (h:mm:ss), else its logged minutes. */
export function formatActivityTime(
  activity: Pick<TrainingActivity, 'value_secondary' | 'duration_minutes'>,
): string | null {
  if (activity.value_secondary && activity.value_secondary > 0)
    return formatMarkTime(activity.value_secondary);
  if (activity.duration_minutes && activity.duration_minutes > 0)
    return formatMinutes(activity.duration_minutes * 60);
  return null;
}

/** Moving time in seconds: the recorded one, else the whole minutes the activity lasted. */
export function activitySeconds(activity: Pick<TrainingActivity, 'value_secondary' | 'duration_minutes'>) {
  if (activity.value_secondary && activity.value_secondary > 0) return activity.value_secondary;
  if (activity.duration_minutes && activity.duration_minutes > 0) return activity.duration_minutes * 60;
  return null;
}

const hasDistance = (type: TrainingActivity['activity_type']) => type !== 'BARRA';

type AmountFacts = Pick<TrainingActivity, 'activity_type' | 'value_primary'> &
  Partial<Pick<TrainingActivity, 'value_secondary' | 'exercise' | 'sets'>>;

/**
 * '12 repetições' for the bar, the distance for the others, the exercise in words for a TAF
 * exercise ('35 flexões em 2 séries'); null when none was recorded.
 */
export function formatAmount(activity: AmountFacts) {
  if (activity.activity_type === 'EXERCISE' && activity.exercise) {
    return formatExercise({
      exercise: activity.exercise,
      value_primary: activity.value_primary,
      value_secondary: activity.value_secondary ?? null,
      sets: activity.sets ?? null,
    });
  }
  const value = activity.value_primary;
  if (value === null || value <= 0) return null;
  if (!hasDistance(activity.activity_type)) return formatCount(value, 'repetição', 'repetições');
  return formatDistance(value);
}

/** Pace per km for a run ('4:35/km'), per 100 m for a swim ('1:25/100 m'); null for other types. */
export function formatActivityPace(
  activity: Pick<
    TrainingActivity,
    'activity_type' | 'value_primary' | 'value_secondary' | 'duration_minutes'
  >,
) {
  const type = activity.activity_type;
  if (type !== 'RUN' && type !== 'SWIM') return null;
  const per = type === 'RUN' ? 1000 : 100;
  const pace = paceSeconds(activity.value_primary, activitySeconds(activity), per);
  if (pace === null) return null;
  return formatPace(pace, type === 'RUN' ? 'km' : '100 m');
}

export const formatCoins = (coins: number) => formatCount(coins, 'moeda', 'moedas');

/** The facts of one workout, in order, without the missing ones. */
export function activityFacts(activity: TrainingActivity): string[] {
  // An exercise's clock is part of its sentence; only the minutes the session lasted are added.
  const facts =
    activity.activity_type === 'EXERCISE'
      ? [
          formatAmount(activity),
          formatActivityTime({ value_secondary: null, duration_minutes: activity.duration_minutes }),
        ]
      : [formatAmount(activity), formatActivityTime(activity), formatActivityPace(activity)];
  return facts.filter((fact): fact is string => fact !== null);
}
