import { checkEventMark } from '@prontidao/domain/exams/event-plausibility';
import { parseDecimalText } from '@prontidao/domain/format/decimal-text';
import { formatNumber } from '@prontidao/domain/format/number';
import { checkActivityPlausibility } from '@prontidao/domain/training/activity-plausibility';
import { COOPER_SECONDS } from '@prontidao/domain/training/exam-event-log';
import { EXERCISE_LABELS, type ExerciseKind } from '@prontidao/domain/training/exercise-kinds';
import {
  checkExercisePlausibility,
  type ExerciseField,
} from '@prontidao/domain/training/exercise-plausibility';
import { z } from 'zod';
import {
  type ActivityCallFields,
  type ActivityFormValues,
  commonFields,
  FormValuesSchema,
  issue,
} from './activity-form-schema';
import { parseTimeText } from './time-text';

// The TAF exercises' forms (decision 046) as typed: whole repetitions and séries, a série's window
// as mm:ss, seconds with a comma ('7,9'), centimetres, metres. Checked by the domain's own rules, so
// the form says what the server would, on the field it concerns.

/** Where each of the call's fields is typed, per exercise. */
const FIELD_OF: Record<ExerciseKind, Record<ExerciseField, keyof ActivityFormValues>> = {
  flexao: { p_value_primary: 'reps', p_value_secondary: 'time', p_sets: 'sets' },
  abdominal: { p_value_primary: 'reps', p_value_secondary: 'time', p_sets: 'sets' },
  isometria: { p_value_primary: 'seconds', p_value_secondary: 'seconds', p_sets: 'sets' },
  impulsao: { p_value_primary: 'centimetres', p_value_secondary: 'centimetres', p_sets: 'centimetres' },
  salto_altura: { p_value_primary: 'centimetres', p_value_secondary: 'centimetres', p_sets: 'centimetres' },
  sprint: { p_value_primary: 'distance', p_value_secondary: 'seconds', p_sets: 'sets' },
  shuttle_run: { p_value_primary: 'seconds', p_value_secondary: 'seconds', p_sets: 'seconds' },
};

/** The form field a server issue (its path) belongs to, for an exercise. */
export const exerciseFieldOf = (kind: ExerciseKind, path: string): keyof ActivityFormValues =>
  FIELD_OF[kind][path as ExerciseField] ?? FIELD_OF[kind].p_value_primary;

type Parsed = { value: number | null } | { error: string };

/** '' is null; otherwise a number as typed, or the message of what to type. */
function parseOptional(text: string, parse: (text: string) => number | undefined, error: string): Parsed {
  if (!text.trim()) return { value: null };
  const value = parse(text);
  return value === undefined ? { error } : { value };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : undefined);

/** The values an exercise's form gives, parsed; the first field that does not read is refused. */
function parseExercise(kind: ExerciseKind, values: ActivityFormValues) {
  const label = EXERCISE_LABELS[kind];
  const parsed: Partial<Record<keyof ActivityFormValues, Parsed>> = {
    reps: parseOptional(values.reps, whole, `${label}: insira um número válido de repetições.`),
    sets: parseOptional(values.sets, whole, `${label}: as séries devem ser um número inteiro a partir de 1.`),
    time: parseOptional(values.time, parseTimeText, 'Tempo inválido. Use mm:ss, ex.: 1:00.'),
    seconds: parseOptional(values.seconds, parseDecimalText, 'Informe os segundos, ex.: 25 ou 7,9.'),
    centimetres: parseOptional(
      values.centimetres,
      parseDecimalText,
      'Informe a marca em centímetros, ex.: 185.',
    ),
    distance: parseOptional(values.distance, whole, `${label}: informe a distância em metros inteiros.`),
  };
  return parsed;
}

const numberOf = (parsed: Parsed | undefined) => (parsed && 'value' in parsed ? parsed.value : null);

/** A jump typed in metres ('1,85') is asked back in centimetres. */
function centimetreSuggestion(value: number | null): string | undefined {
  if (value === null || value <= 0 || value >= 4 || Number.isInteger(value)) return undefined;
  return `Você quis dizer ${formatNumber(Math.round(value * 100))} cm?`;
}

/** The call's values of an exercise, from its parsed fields (EXERCISE_SHAPES). */
function exerciseValues(kind: ExerciseKind, parsed: ReturnType<typeof parseExercise>) {
  switch (kind) {
    case 'flexao':
    case 'abdominal':
      return {
        primary: numberOf(parsed.reps),
        secondary: numberOf(parsed.time),
        sets: numberOf(parsed.sets),
      };
    case 'isometria':
      return { primary: numberOf(parsed.seconds), secondary: null, sets: numberOf(parsed.sets) };
    case 'impulsao':
    case 'salto_altura':
      return { primary: numberOf(parsed.centimetres), secondary: null, sets: null };
    case 'sprint':
      return {
        primary: numberOf(parsed.distance),
        secondary: numberOf(parsed.seconds),
        sets: numberOf(parsed.sets),
      };
    case 'shuttle_run':
      return { primary: null, secondary: numberOf(parsed.seconds), sets: null };
  }
}

/** Form values → call fields for one TAF exercise, with the domain's messages on the fields. */
export function exerciseFormSchema(kind: ExerciseKind) {
  return FormValuesSchema.transform((values, ctx): ActivityCallFields => {
    const parsed = parseExercise(kind, values);
    const fields = new Set(Object.values(FIELD_OF[kind]));
    for (const field of fields) {
      const result = parsed[field];
      if (result && 'error' in result) {
        issue(ctx, field, result.error);
        return z.NEVER;
      }
    }
    const { primary, secondary, sets } = exerciseValues(kind, parsed);
    const suggestion = fields.has('centimetres') ? centimetreSuggestion(primary) : undefined;
    if (suggestion) {
      issue(ctx, 'centimetres', suggestion);
      return z.NEVER;
    }
    const check = checkExercisePlausibility({ exercise: kind, primary, secondary, sets });
    if (!check.ok) {
      issue(ctx, exerciseFieldOf(kind, check.field), check.message);
      return z.NEVER;
    }
    return {
      p_activity_type: 'EXERCISE',
      p_exercise: kind,
      p_value_primary: primary,
      p_value_secondary: secondary,
      p_sets: sets,
      p_duration_minutes: null,
      ...commonFields(values),
    };
  });
}

const COOPER_EVENT = { key: 'corrida_12min', label: 'Teste de Cooper', measure: 'metres_in_time' as const };

/** The Cooper test: metres run in 12 minutes, sent as a RUN of 12:00. */
export function cooperFormSchema() {
  return FormValuesSchema.transform((values, ctx): ActivityCallFields => {
    const metres = parseDecimalText(values.distance);
    if (metres === undefined || metres <= 0) {
      issue(ctx, 'distance', 'Informe a distância percorrida em metros, ex.: 2400.');
      return z.NEVER;
    }
    if (metres < 10 && !Number.isInteger(metres)) {
      issue(ctx, 'distance', `Você quis dizer ${formatNumber(Math.round(metres * 1000))} m?`);
      return z.NEVER;
    }
    const mark = checkEventMark(COOPER_EVENT, metres);
    const run = checkActivityPlausibility({ type: 'RUN', primary: metres, secondary: COOPER_SECONDS });
    const refusal = !mark.ok ? `${mark.message}.` : !run.ok ? run.message : null;
    if (refusal) {
      issue(ctx, 'distance', refusal);
      return z.NEVER;
    }
    return {
      p_activity_type: 'RUN',
      p_value_primary: metres,
      p_value_secondary: COOPER_SECONDS,
      p_duration_minutes: COOPER_SECONDS / 60,
      ...commonFields(values),
    };
  });
}
