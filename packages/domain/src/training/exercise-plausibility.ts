import { checkEventMark, type EventShape } from '../exams/event-plausibility';
import { formatNumber } from '../format/number';
import {
  EXERCISE_LABELS,
  EXERCISE_SHAPES,
  type ExerciseKind,
  isRepsExercise,
  MAX_EXERCISE_REPS,
  MAX_EXERCISE_SETS,
  MAX_REPS_PER_SECOND,
  MAX_REPS_PER_SET,
  MAX_WINDOW_S,
  MIN_WINDOW_S,
  SPRINT_MAX_M,
  SPRINT_MIN_M,
} from './exercise-kinds';

// What a logged TAF exercise may be (decision 046): the exam engine's limits per event
// (checkEventMark: records, ceilings), plus what a training session adds (séries, a timed window).
// Every refusal names the exercise, in pt-BR.

export type ExerciseField = 'p_value_primary' | 'p_value_secondary' | 'p_sets';
export type ExerciseCheck = { ok: true } | { ok: false; field: ExerciseField; message: string };

export interface ExerciseValues {
  exercise: ExerciseKind;
  primary: number | null;
  secondary: number | null;
  sets: number | null;
}

const OK: ExerciseCheck = { ok: true };
const refuse = (field: ExerciseField, message: string): ExerciseCheck => ({ ok: false, field, message });

/** 'Flexão de braço: mais de …' — the exercise first, unless the message already starts with it. */
function named(label: string, message: string): string {
  if (message.startsWith(label)) return message;
  return `${label}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** The exam engine's verdict on one mark, refused on `field` with the exercise's name. */
function markCheck(field: ExerciseField, event: EventShape, value: number): ExerciseCheck {
  const check = checkEventMark(event, value);
  return check.ok ? OK : refuse(field, `${named(event.label, check.message)}.`);
}

/** Which fields the kind leaves out, if one was sent anyway. */
function unusedField({ exercise, primary, secondary, sets }: ExerciseValues): ExerciseCheck {
  const shape = EXERCISE_SHAPES[exercise];
  const label = EXERCISE_LABELS[exercise];
  if (shape.primary === 'none' && primary !== null)
    return refuse('p_value_primary', `${label}: informe só o tempo.`);
  if (shape.secondary === 'none' && secondary !== null)
    return refuse('p_value_secondary', `${label}: não há tempo a informar.`);
  if (shape.sets === 'none' && sets !== null) return refuse('p_sets', `${label}: não há séries a informar.`);
  return OK;
}

function setsCheck(label: string, sets: number | null): ExerciseCheck {
  if (sets === null) return OK;
  if (!Number.isInteger(sets) || sets < 1)
    return refuse('p_sets', `${label}: as séries devem ser um número inteiro a partir de 1.`);
  if (sets > MAX_EXERCISE_SETS)
    return refuse(
      'p_sets',
      `${label}: mais de ${MAX_EXERCISE_SETS} séries em um treino não é um registro plausível.`,
    );
  return OK;
}

function repsCheck({ exercise, primary, secondary, sets }: ExerciseValues): ExerciseCheck {
  const label = EXERCISE_LABELS[exercise];
  if (primary === null || !Number.isInteger(primary) || primary <= 0)
    return refuse('p_value_primary', `${label}: insira um número válido de repetições.`);
  if (primary > MAX_EXERCISE_REPS)
    return refuse(
      'p_value_primary',
      `${label}: mais de ${formatNumber(MAX_EXERCISE_REPS)} repetições em um treino não é um registro plausível.`,
    );
  const perSet = Math.ceil(primary / (sets ?? 1));
  const key = exercise === 'flexao' ? 'flexao_braco' : 'abdominal';
  // The exam engine's ceiling for one série (checkEventMark), said for a training session.
  if (!checkEventMark({ key, label, measure: 'reps' }, perSet).ok)
    return refuse(
      'p_value_primary',
      `${label}: mais de ${MAX_REPS_PER_SET} repetições em uma série não é um resultado plausível — informe em quantas séries.`,
    );
  if (secondary === null) return OK;
  if (secondary < MIN_WINDOW_S || secondary > MAX_WINDOW_S)
    return refuse('p_value_secondary', `${label}: o tempo da série vai de ${MIN_WINDOW_S} s a 60 min.`);
  if (primary / (secondary * (sets ?? 1)) > MAX_REPS_PER_SECOND)
    return refuse(
      'p_value_secondary',
      `${label}: mais de ${MAX_REPS_PER_SECOND} repetições por segundo não é um resultado plausível.`,
    );
  return OK;
}

function sprintCheck(primary: number | null, secondary: number | null): ExerciseCheck {
  const label = EXERCISE_LABELS.sprint;
  if (primary === null || !Number.isInteger(primary) || primary < SPRINT_MIN_M || primary > SPRINT_MAX_M)
    return refuse(
      'p_value_primary',
      `${label}: a distância vai de ${SPRINT_MIN_M} a ${SPRINT_MAX_M} m, em metros inteiros.`,
    );
  if (secondary === null) return refuse('p_value_secondary', `${label}: informe o tempo.`);
  const event = {
    key: `corrida_${primary}m`,
    label: `Corrida de ${primary} m`,
    measure: 'seconds_time' as const,
  };
  return markCheck('p_value_secondary', { ...event, distanceM: primary }, secondary);
}

function markOf({ exercise, primary, secondary }: ExerciseValues): ExerciseCheck {
  const label = EXERCISE_LABELS[exercise];
  switch (exercise) {
    case 'flexao':
    case 'abdominal':
      return OK;
    case 'isometria':
      if (primary === null || primary <= 0)
        return refuse('p_value_primary', `${label}: informe os segundos sustentados.`);
      return markCheck('p_value_primary', { key: 'barra', label, measure: 'seconds_hang' }, primary);
    case 'impulsao':
    case 'salto_altura':
      if (primary === null) return refuse('p_value_primary', `${label}: informe a marca em centímetros.`);
      return markCheck('p_value_primary', { key: exercise, label, measure: 'centimetres' }, primary);
    case 'sprint':
      return sprintCheck(primary, secondary);
    case 'shuttle_run':
      if (secondary === null) return refuse('p_value_secondary', `${label}: informe o tempo.`);
      return markCheck(
        'p_value_secondary',
        { key: 'shuttle_run', label, measure: 'seconds_time' },
        secondary,
      );
  }
}

/** Whether a logged exercise is plausible; the refusal names the exercise and the field. */
export function checkExercisePlausibility(values: ExerciseValues): ExerciseCheck {
  const label = EXERCISE_LABELS[values.exercise];
  for (const check of [
    () => unusedField(values),
    () => setsCheck(label, values.sets),
    () => (isRepsExercise(values.exercise) ? repsCheck(values) : OK),
    () => markOf(values),
  ]) {
    const result = check();
    if (!result.ok) return result;
  }
  return OK;
}
