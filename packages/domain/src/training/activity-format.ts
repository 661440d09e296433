import { formatDistance } from '../format/distance';
import { formatMinutesSeconds } from '../format/duration';
import { paceSeconds } from './activity-feedback';
import type { TrainingActivity } from './activity-types';

// How a workout reads in a history (spec §9) — the candidate's own and the trainer's view of it:
// distance 'Xm' / 'X.Xkm', duration in hours and minutes, pace per km (run) or per 100 m (swim).

/** Seconds as '1h 05min' or '45min' (rounded to the minute). */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.round(totalSeconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, '0')}min` : `${rest}min`;
}

/** Moving time in seconds: the recorded one, else the whole minutes the activity lasted. */
export function activitySeconds(activity: Pick<TrainingActivity, 'value_secondary' | 'duration_minutes'>) {
  if (activity.value_secondary && activity.value_secondary > 0) return activity.value_secondary;
  if (activity.duration_minutes && activity.duration_minutes > 0) return activity.duration_minutes * 60;
  return null;
}

const hasDistance = (type: TrainingActivity['activity_type']) => type !== 'BARRA';

/** '12 repetições' for the bar, the distance for the others; null when none was recorded. */
export function formatAmount(activity: Pick<TrainingActivity, 'activity_type' | 'value_primary'>) {
  const value = activity.value_primary;
  if (value === null || value <= 0) return null;
  if (!hasDistance(activity.activity_type)) return `${value} ${value === 1 ? 'repetição' : 'repetições'}`;
  return formatDistance(value);
}

/** Pace per km for a run ('4:35/km'), per 100 m for a swim ('1:25/100m'); null for other types. */
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
  return `${formatMinutesSeconds(pace)}${type === 'RUN' ? '/km' : '/100m'}`;
}

export const formatCoins = (coins: number) => `${coins} ${Math.abs(coins) === 1 ? 'moeda' : 'moedas'}`;

/** The facts of one workout, in order, without the missing ones. */
export function activityFacts(activity: TrainingActivity): string[] {
  const seconds = activitySeconds(activity);
  return [
    formatAmount(activity),
    seconds ? formatDuration(seconds) : null,
    formatActivityPace(activity),
  ].filter((fact): fact is string => fact !== null);
}
