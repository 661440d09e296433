import { EXERCISE_COIN_RULES } from '@prontidao/domain/coins/coin-rule';
import { ACTIVITY_TYPE_LABELS, type TrainingActivity } from '@prontidao/domain/training/activity-types';
import { COOPER_SECONDS } from '@prontidao/domain/training/exam-event-log';
import {
  EXERCISE_KINDS,
  EXERCISE_LABELS,
  type ExerciseKind,
} from '@prontidao/domain/training/exercise-kinds';
import { activityFormSchema } from './activity-form-schema';
import { cooperFormSchema, exerciseFormSchema } from './exercise-form-schema';

// The forms of 'Registrar treino': the bar, a swim, a run, the Cooper test (a RUN of 12:00) and each
// TAF exercise (decision 046).

export type FormKind = 'BARRA' | 'SWIM' | 'RUN' | 'COOPER' | ExerciseKind;

export const isExerciseKind = (kind: FormKind): kind is ExerciseKind =>
  (EXERCISE_KINDS as readonly string[]).includes(kind);

export const COOPER_LABEL = 'Teste de Cooper (12 min)';

export const FORM_KIND_LABELS: Record<FormKind, string> = {
  BARRA: ACTIVITY_TYPE_LABELS.BARRA,
  SWIM: ACTIVITY_TYPE_LABELS.SWIM,
  RUN: ACTIVITY_TYPE_LABELS.RUN,
  COOPER: COOPER_LABEL,
  ...EXERCISE_LABELS,
};

/** What each form asks, under 'Registrar treino'. */
export const FORM_DESCRIPTIONS: Record<FormKind, string> = {
  BARRA: 'Quantas barras você fez na série ou no treino.',
  SWIM: 'Distância nadada em metros e o tempo total.',
  RUN: 'Distância em km (vírgula aceita) e o tempo total.',
  COOPER: `Quantos metros você correu em ${COOPER_SECONDS / 60} minutos.`,
  flexao: 'Repetições do treino (todas as séries) e, se quiser, em quantas séries.',
  abdominal: 'Repetições do treino (todas as séries); séries e tempo da série se quiser.',
  isometria: 'Quantos segundos você sustentou (em cada série, se fez várias).',
  impulsao: 'Sua melhor marca, em centímetros.',
  salto_altura: 'Sua melhor marca, em centímetros.',
  sprint: 'Distância do tiro em metros e o tempo em segundos.',
  shuttle_run: 'O tempo, em segundos.',
};

/** The coin rule of an exercise, as the form says it. */
export const exerciseCoinsText = (kind: ExerciseKind) =>
  `Moedas: ${EXERCISE_COIN_RULES[kind].label.replace(/^1 /, '1 moeda ')} (até 10 por treino e 60 por semana em exercícios).`;

/** The form an activity is edited in (a run stays a run, whatever its time). */
export function formKindOf(activity: Pick<TrainingActivity, 'activity_type' | 'exercise'>): FormKind {
  const type = activity.activity_type;
  if (type === 'EXERCISE' && activity.exercise) return activity.exercise;
  return type === 'SWIM' || type === 'BARRA' ? type : 'RUN';
}

/** The activity's name as its detail says it: the exercise for a TAF exercise. */
export function activityLabel(activity: Pick<TrainingActivity, 'activity_type' | 'exercise'>): string {
  if (activity.activity_type === 'EXERCISE' && activity.exercise) return EXERCISE_LABELS[activity.exercise];
  return ACTIVITY_TYPE_LABELS[activity.activity_type];
}

/** Form values → call fields, for one form. */
export function formSchemaFor(kind: FormKind) {
  if (kind === 'COOPER') return cooperFormSchema();
  if (isExerciseKind(kind)) return exerciseFormSchema(kind);
  return activityFormSchema(kind);
}
