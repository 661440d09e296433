import { formatDecimalText, parseDecimalText } from '@prontidao/domain/format/decimal-text';
import { formatNumber } from '@prontidao/domain/format/number';
import {
  DISTANCE_TIME_INVALID,
  DISTANCE_TIME_REQUIRED,
  NOTES_MAX,
  REPS_MESSAGE,
} from '@prontidao/domain/training/activity-input';
import type { ManualActivityType, TrainingActivity } from '@prontidao/domain/training/activity-types';
import type { ExerciseKind } from '@prontidao/domain/training/exercise-kinds';
import { z } from 'zod';
import { formatTimeText, parseTimeText } from './time-text';

// The training forms as typed (spec §5 'Bar workout' and 'Swim workout' with their messages): the bar
// asks repetitions; swim (metres) and run (km, comma accepted) ask distance and time (mm:ss or h:mm:ss).
// The TAF exercises' forms (exercise-form-schema.ts, decision 046) share these values.
// The output is the input of insert_training_activity / update_training_activity.

export interface ActivityFormValues {
  reps: string;
  distance: string;
  /** mm:ss or h:mm:ss: a run's or swim's time, a timed série's window. */
  time: string;
  /** Séries, holds or tiros of an exercise (optional). */
  sets: string;
  /** Seconds with decimals: an isometria's hold, a sprint's or shuttle run's time. */
  seconds: string;
  /** A jump's mark. */
  centimetres: string;
  /** 'YYYY-MM-DD' or '' (today). */
  date: string;
  notes: string;
}

export interface ActivityCallFields {
  p_activity_type: ManualActivityType;
  /** Null only for a shuttle run. */
  p_value_primary: number | null;
  p_value_secondary: number | null;
  p_duration_minutes: number | null;
  p_notes: string | null;
  p_workout_date?: string;
  /** EXERCISE only. */
  p_exercise?: ExerciseKind;
  p_sets?: number | null;
}

export const EMPTY_FORM: ActivityFormValues = {
  reps: '',
  distance: '',
  time: '',
  sets: '',
  seconds: '',
  centimetres: '',
  date: '',
  notes: '',
};

type DistanceType = 'RUN' | 'SWIM';

/** Metres per unit the distance is typed in. */
export const DISTANCE_UNIT: Record<DistanceType, { metres: number; label: string }> = {
  RUN: { metres: 1000, label: 'km' },
  SWIM: { metres: 1, label: 'm' },
};

export const FormValuesSchema = z.object({
  reps: z.string(),
  distance: z.string(),
  time: z.string(),
  sets: z.string(),
  seconds: z.string(),
  centimetres: z.string(),
  date: z.string(),
  notes: z.string().max(NOTES_MAX, `As observações têm no máximo ${NOTES_MAX} caracteres.`),
});

/**
 * A distance typed in the other unit (issue 21 item 2): '2400' in the run's km field is 2,4 km, '1,5'
 * in the swim's metre field is 1.500 m. Says which was meant; undefined when the number fits its unit.
 */
export function unitSuggestion(type: DistanceType, distance: number) {
  if (type === 'RUN' && distance > 100) {
    return `Você quis dizer ${formatNumber(distance / 1000, { maxDecimals: 3 })} km?`;
  }
  if (type === 'SWIM' && distance < 10) return `Você quis dizer ${formatNumber(distance * 1000)} m?`;
  return undefined;
}

export const issue = (ctx: z.RefinementCtx, path: keyof ActivityFormValues, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** The date and notes every form sends. */
export const commonFields = (values: { date: string; notes: string }) => ({
  p_notes: values.notes.trim() || null,
  ...(values.date ? { p_workout_date: values.date } : {}),
});

/** Form values → call fields for the bar, a swim or a run, with the spec's messages on the fields. */
export function activityFormSchema(type: 'BARRA' | DistanceType) {
  return FormValuesSchema.transform((values, ctx): ActivityCallFields => {
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

/** A TAF exercise's values as its edit form starts (EXERCISE_SHAPES: which field holds what). */
function exerciseFormValues(activity: TrainingActivity, exercise: ExerciseKind): Partial<ActivityFormValues> {
  const primary = activity.value_primary === null ? '' : formatDecimalText(activity.value_primary);
  const secondary = activity.value_secondary;
  const sets = activity.sets ? String(activity.sets) : '';
  switch (exercise) {
    case 'flexao':
    case 'abdominal':
      return { reps: primary, sets, time: secondary ? formatTimeText(secondary) : '' };
    case 'isometria':
      return { seconds: primary, sets };
    case 'impulsao':
    case 'salto_altura':
      return { centimetres: primary };
    case 'sprint':
      return { distance: primary, seconds: secondary === null ? '' : formatDecimalText(secondary), sets };
    case 'shuttle_run':
      return { seconds: secondary === null ? '' : formatDecimalText(secondary) };
  }
}

/** An activity's values as the edit form starts. */
export function toFormValues(activity: TrainingActivity): ActivityFormValues {
  const type = activity.activity_type;
  const common = { ...EMPTY_FORM, date: activity.workout_date, notes: activity.notes ?? '' };
  if (type === 'EXERCISE' && activity.exercise) {
    return { ...common, ...exerciseFormValues(activity, activity.exercise) };
  }
  const primary = activity.value_primary ?? 0;
  const distance =
    type === 'RUN' ? formatDecimalText(primary / 1000) : type === 'SWIM' ? String(primary) : '';
  return {
    ...common,
    reps: type === 'BARRA' ? String(primary) : '',
    distance,
    time: activity.value_secondary ? formatTimeText(activity.value_secondary) : '',
  };
}
