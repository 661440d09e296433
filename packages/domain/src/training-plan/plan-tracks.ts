import type { EventLog } from '../training/exam-event-log';
import type { ExerciseKind } from '../training/exercise-kinds';
import type { PlanSessionType } from './plan-types';

// What the week's sessions are shared between (decision 047): a track per kind of training. An
// edital graded 0–10 has today's three (run, swim, bar); an exam adds one per other event — flexão,
// abdominal, sprint, a jump, the shuttle run. A track's sessions are logged as one training-log
// kind (exam-event-log.ts), so a logged activity of that kind completes them.

export const EXERCISE_TRACKS = [
  'flexao',
  'abdominal',
  'sprint',
  'impulsao',
  'salto_altura',
  'shuttle_run',
] as const;
export type ExerciseTrack = (typeof EXERCISE_TRACKS)[number];

export type PlanTrack = 'RUN' | 'SWIM' | 'BARRA' | ExerciseTrack;

/** The three tracks of an edital graded 0–10, in today's tie order. */
export const EDITAL_TRACKS: readonly PlanTrack[] = ['RUN', 'SWIM', 'BARRA'];

const isExerciseTrack = (kind: ExerciseKind): kind is ExerciseTrack =>
  (EXERCISE_TRACKS as readonly string[]).includes(kind);

/**
 * The track that trains an event, from what the training log records for it: a run (2.400 m or
 * 12 minutes), a swim, the bar in repetitions or held (isometria: the bar's hold sessions), or an
 * exercise. Null for an event the log does not know.
 */
export function trackOfLog(log: EventLog | null): PlanTrack | null {
  if (!log) return null;
  if (log.type === 'RUN' || log.type === 'SWIM' || log.type === 'BARRA') return log.type;
  if (log.exercise === 'isometria') return 'BARRA';
  return log.exercise && isExerciseTrack(log.exercise) ? log.exercise : null;
}

/** The type (and exercise) of a track's sessions: what a logged activity must be to complete one. */
export function sessionTypeOf(track: PlanTrack): { type: PlanSessionType; exercise?: ExerciseKind } {
  if (track === 'RUN' || track === 'SWIM' || track === 'BARRA') return { type: track };
  return { type: 'EXERCISE', exercise: track };
}
