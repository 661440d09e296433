// The TAF events a candidate logs by hand besides running, swimming and the bar (issue 23, decision
// 046): one activity type, EXERCISE, and the exercise's kind in its own column. A Cooper test is a
// RUN of 12:00, pull-ups stay BARRA, swims stay SWIM.

export const EXERCISE_KINDS = [
  'flexao',
  'abdominal',
  'isometria',
  'impulsao',
  'salto_altura',
  'sprint',
  'shuttle_run',
] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

export const EXERCISE_LABELS: Record<ExerciseKind, string> = {
  flexao: 'Flexão de braço',
  abdominal: 'Abdominal',
  isometria: 'Isometria na barra',
  impulsao: 'Impulsão horizontal',
  salto_altura: 'Salto em altura',
  sprint: 'Corrida de velocidade',
  shuttle_run: 'Shuttle run',
};

/** Whether a field is asked, may be given, or must be left out. */
export type FieldUse = 'required' | 'optional' | 'none';

/**
 * What each kind writes. value_primary is what was done (repetitions, seconds held, centimetres,
 * metres sprinted); value_secondary is the clock (the sprint's or shuttle's time, the window the
 * repetitions were done in); sets counts séries, holds or tiros.
 */
export interface ExerciseShape {
  primary: FieldUse;
  secondary: FieldUse;
  sets: FieldUse;
}

export const EXERCISE_SHAPES: Record<ExerciseKind, ExerciseShape> = {
  flexao: { primary: 'required', secondary: 'optional', sets: 'optional' },
  abdominal: { primary: 'required', secondary: 'optional', sets: 'optional' },
  isometria: { primary: 'required', secondary: 'none', sets: 'optional' },
  impulsao: { primary: 'required', secondary: 'none', sets: 'none' },
  salto_altura: { primary: 'required', secondary: 'none', sets: 'none' },
  sprint: { primary: 'required', secondary: 'required', sets: 'optional' },
  shuttle_run: { primary: 'none', secondary: 'required', sets: 'none' },
};

export const isRepsExercise = (kind: ExerciseKind) => kind === 'flexao' || kind === 'abdominal';
export const isJumpExercise = (kind: ExerciseKind) => kind === 'impulsao' || kind === 'salto_altura';

/** A sprint is 25 to 400 m; longer is a run. */
export const SPRINT_MIN_M = 25;
export const SPRINT_MAX_M = 400;
/** Séries, holds or tiros in one logged session. */
export const MAX_EXERCISE_SETS = 30;
/** Repetitions of one session, all séries together. */
export const MAX_EXERCISE_REPS = 1000;
/** Repetitions in one série: the exam engine's ceiling for every event but the bar (checkEventMark). */
export const MAX_REPS_PER_SET = 200;
/** Repetitions per second of a timed série: past the records of push-ups and sit-ups. */
export const MAX_REPS_PER_SECOND = 3;
/** The window of a timed série ('40 abdominais em 1 minuto'). */
export const MIN_WINDOW_S = 10;
export const MAX_WINDOW_S = 3600;
