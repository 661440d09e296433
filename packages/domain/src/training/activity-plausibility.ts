import type { ManualActivityType } from './activity-types';
import type { ExerciseKind } from './exercise-kinds';
import { checkExercisePlausibility } from './exercise-plausibility';

// What a logged workout may be: nothing faster than a world record, nothing absurd (typos, wrong
// units). A refused activity writes nothing; the message says why, in pt-BR.

export const MAX_BAR_REPS = 300;
export const MAX_RUN_METRES = 100_000;
export const MAX_SWIM_METRES = 30_000;
export const MAX_MOVING_SECONDS = 24 * 3600;

/** [distance m, world-record seconds]: the fastest average speed ever held over at least that far. */
const RUN_RECORDS: ReadonlyArray<readonly [number, number]> = [
  [0, 9.58 * 1], // 100 m speed applies below 100 m too
  [100, 9.58],
  [400, 43.03],
  [800, 100.91],
  [1500, 206.0],
  [5000, 755.36],
  [10_000, 1571.0],
  [21_097.5, 3451.0],
  [42_195, 7235.0],
];
const SWIM_RECORDS: ReadonlyArray<readonly [number, number]> = [
  [0, 20.91 / 2], // 50 m speed applies below 50 m
  [50, 20.91],
  [100, 46.4],
  [200, 102.0],
  [400, 220.07],
  [800, 452.12],
  [1500, 871.02],
];

/** World-record speed (m/s) for the longest standard distance not beyond `metres` (lenient). */
function recordSpeed(records: ReadonlyArray<readonly [number, number]>, metres: number): number {
  let speed = Number.POSITIVE_INFINITY;
  for (const [distance, seconds] of records) {
    if (distance > metres) break;
    speed = distance === 0 ? 100 / (seconds * 10) : distance / seconds;
  }
  return speed;
}

export type ActivityField = 'p_value_primary' | 'p_value_secondary' | 'p_sets' | 'p_exercise';
export type ActivityPlausibility = { ok: true } | { ok: false; field: ActivityField; message: string };

export interface ActivityValues {
  type: ManualActivityType;
  /** Metres (RUN, SWIM) or repetitions (BARRA); for an EXERCISE, EXERCISE_SHAPES says. */
  primary: number | null;
  /** Moving time in seconds (RUN, SWIM). */
  secondary: number | null;
  /** The TAF exercise (EXERCISE only). */
  exercise?: ExerciseKind | null;
  /** Séries, holds or tiros (EXERCISE only). */
  sets?: number | null;
}

export const EXERCISE_REQUIRED = 'Escolha o exercício do TAF.';
export const EXERCISE_NOT_ALLOWED = 'Exercício e séries valem só para um exercício do TAF.';

const refuse = (field: ActivityField, message: string): ActivityPlausibility => ({
  ok: false,
  field,
  message,
});

/** An EXERCISE names its kind; the other types take neither a kind nor séries (the spec's params). */
function checkExerciseFields(values: ActivityValues): ActivityPlausibility {
  const exercise = values.exercise ?? null;
  const sets = values.sets ?? null;
  if (values.type !== 'EXERCISE') {
    return exercise === null && sets === null ? { ok: true } : refuse('p_exercise', EXERCISE_NOT_ALLOWED);
  }
  if (exercise === null) return refuse('p_exercise', EXERCISE_REQUIRED);
  return checkExercisePlausibility({ exercise, primary: values.primary, secondary: values.secondary, sets });
}

export function checkActivityPlausibility(values: ActivityValues): ActivityPlausibility {
  const exercise = checkExerciseFields(values);
  if (!exercise.ok || values.type === 'EXERCISE') return exercise;
  const { type, primary, secondary } = values;
  if (type === 'BARRA') {
    if (primary === null || !Number.isInteger(primary) || primary <= 0) {
      return refuse('p_value_primary', 'Insira um número válido de repetições.');
    }
    if (primary > MAX_BAR_REPS) {
      return refuse(
        'p_value_primary',
        `Mais de ${MAX_BAR_REPS} repetições em um treino não é um registro plausível.`,
      );
    }
    return { ok: true };
  }
  if (primary === null || secondary === null) return refuse('p_value_primary', 'Preencha distância e tempo.');
  if (primary <= 0 || secondary <= 0) {
    return refuse('p_value_primary', 'Insira valores válidos para distância e tempo.');
  }
  const isRun = type === 'RUN';
  const maxMetres = isRun ? MAX_RUN_METRES : MAX_SWIM_METRES;
  if (primary > maxMetres) {
    return refuse(
      'p_value_primary',
      isRun
        ? 'Uma corrida de mais de 100 km não é um registro plausível.'
        : 'Uma natação de mais de 30 km não é um registro plausível.',
    );
  }
  if (secondary > MAX_MOVING_SECONDS) {
    return refuse('p_value_secondary', 'O tempo de um treino não pode passar de 24 horas.');
  }
  const speed = primary / secondary;
  if (speed > recordSpeed(isRun ? RUN_RECORDS : SWIM_RECORDS, primary)) {
    return refuse(
      'p_value_secondary',
      isRun
        ? 'Esse ritmo é mais rápido que o recorde mundial de corrida. Confira distância e tempo.'
        : 'Esse ritmo é mais rápido que o recorde mundial de natação. Confira distância e tempo.',
    );
  }
  return { ok: true };
}
