import { formatDecimalText, parseDecimalText } from '@prontidao/domain/format/decimal-text';
import { formatNumber } from '@prontidao/domain/format/number';
import {
  DISTANCE_TIME_INVALID,
  DISTANCE_TIME_REQUIRED,
  NOTES_MAX,
  REPS_MESSAGE,
} from '@prontidao/domain/training/activity-input';
import type { ManualActivityType, TrainingActivity } from '@prontidao/domain/training/activity-types';
import { z } from 'zod';
import { formatTimeText, parseTimeText } from './time-text';

// The training forms as typed (spec §5 'Bar workout' and 'Swim workout' with their messages): the bar
// asks repetitions; swim (metres) and run (km, comma accepted) ask distance and time (mm:ss or h:mm:ss).
// The output is the input of insert_training_activity / update_training_activity.

export interface ActivityFormValues {
  reps: string;
  distance: string;
  time: string;
  /** 'YYYY-MM-DD' or '' (today). */
  date: string;
  notes: string;
}

export interface ActivityCallFields {
  p_activity_type: ManualActivityType;
  p_value_primary: number;
  p_value_secondary: number | null;
  p_duration_minutes: number | null;
  p_notes: string | null;
  p_workout_date?: string;
}

export const EMPTY_FORM: ActivityFormValues = { reps: '', distance: '', time: '', date: '', notes: '' };

/** Metres per unit the distance is typed in. */
export const DISTANCE_UNIT: Record<
  Exclude<ManualActivityType, 'BARRA'>,
  { metres: number; label: string }
> = {
  RUN: { metres: 1000, label: 'km' },
  SWIM: { metres: 1, label: 'm' },
};

const Values = z.object({
  reps: z.string(),
  distance: z.string(),
  time: z.string(),
  date: z.string(),
  notes: z.string().max(NOTES_MAX, `As observações têm no máximo ${NOTES_MAX} caracteres.`),
});

/**
 * A distance typed in the other unit (issue 21 item 2): '2400' in the run's km field is 2,4 km, '1,5'
 * in the swim's metre field is 1.500 m. Says which was meant; undefined when the number fits its unit.
 */
export function unitSuggestion(type: Exclude<ManualActivityType, 'BARRA'>, distance: number) {
  if (type === 'RUN' && distance > 100) {
    return `Você quis dizer ${formatNumber(distance / 1000, { maxDecimals: 3 })} km?`;
  }
  if (type === 'SWIM' && distance < 10) return `Você quis dizer ${formatNumber(distance * 1000)} m?`;
  return undefined;
}

const issue = (ctx: z.RefinementCtx, path: keyof ActivityFormValues, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** Form values → call fields for one activity type, with the spec's messages on the fields. */
export function activityFormSchema(type: ManualActivityType) {
  return Values.transform((values, ctx): ActivityCallFields => {
    const notes = values.notes.trim() || null;
    const date = values.date ? { p_workout_date: values.date } : {};
    if (type === 'BARRA') {
      const reps = /^\s*\d+\s*$/.test(values.reps) ? Number(values.reps) : 0;
      if (reps <= 0) {
        issue(ctx, 'reps', REPS_MESSAGE);
        return z.NEVER;
      }
      const fields = { p_activity_type: type, p_value_primary: reps, p_value_secondary: null };
      return { ...fields, p_duration_minutes: null, p_notes: notes, ...date };
    }
    const distanceText = values.distance.trim();
    const timeText = values.time.trim();
    if (!distanceText || !timeText) {
      issue(ctx, distanceText ? 'time' : 'distance', DISTANCE_TIME_REQUIRED);
      return z.NEVER;
    }
    const distance = parseDecimalText(distanceText);
    const seconds = parseTimeText(timeText);
    if (!distance || distance <= 0 || !seconds) {
      issue(ctx, !distance || distance <= 0 ? 'distance' : 'time', DISTANCE_TIME_INVALID);
      return z.NEVER;
    }
    const suggestion = unitSuggestion(type, distance);
    if (suggestion) {
      issue(ctx, 'distance', suggestion);
      return z.NEVER;
    }
    return {
      p_activity_type: type,
      p_value_primary: Math.round(distance * DISTANCE_UNIT[type].metres),
      p_value_secondary: seconds,
      p_duration_minutes: Math.max(1, Math.round(seconds / 60)),
      p_notes: notes,
      ...date,
    };
  });
}

/** An activity's values as the edit form starts. */
export function toFormValues(activity: TrainingActivity): ActivityFormValues {
  const type = activity.activity_type;
  const primary = activity.value_primary ?? 0;
  const distance =
    type === 'RUN' ? formatDecimalText(primary / 1000) : type === 'SWIM' ? String(primary) : '';
  return {
    reps: type === 'BARRA' ? String(primary) : '',
    distance,
    time: activity.value_secondary ? formatTimeText(activity.value_secondary) : '',
    date: activity.workout_date,
    notes: activity.notes ?? '',
  };
}
