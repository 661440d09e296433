import type { ExamMeasure } from '../exams/exam-schema';
import type { ManualActivityType } from './activity-types';
import { type ExerciseKind, SPRINT_MAX_M } from './exercise-kinds';

// What to log for one event of the candidate's exam, as their sex does it (decision 046): the bar in
// repetitions is BARRA and in seconds an isometria; abdominais, flexões, jumps, sprints and the
// shuttle run are EXERCISEs; the 12-minute run is a RUN of 12:00 (Cooper); a longer run is a RUN,
// a swim a SWIM.

export interface ExamEventForLog {
  key: string;
  /** The measure for the person's sex; null where the exam has no numbers for it yet. */
  measure: ExamMeasure | null;
  distanceM?: number | null | undefined;
  timeWindowS?: number | null | undefined;
}

export interface EventLog {
  type: ManualActivityType;
  /** The TAF exercise of an EXERCISE, else null. */
  exercise: ExerciseKind | null;
  /** The distance the event is run or swum over (a sprint's 50 m, a swim's 50 m, a 2.400 m run). */
  distanceM: number | null;
  /** The event's window: a Cooper test's 720 s, abdominais in 60 s. */
  timeWindowS: number | null;
}

/** The 12-minute run (Teste de Cooper), logged as a RUN of this many seconds. */
export const COOPER_SECONDS = 720;

const log = (
  type: ManualActivityType,
  exercise: ExerciseKind | null,
  event: ExamEventForLog,
  distanceM: number | null = null,
): EventLog => ({ type, exercise, distanceM, timeWindowS: event.timeWindowS ?? null });

/** The metres in the event or its key ('corrida_50m', 'natacao_100m'), else null. */
function distanceOf(event: ExamEventForLog): number | null {
  if (event.distanceM) return event.distanceM;
  const match = /_(\d+)m$/.exec(event.key);
  return match ? Number(match[1]) : null;
}

function runLog(event: ExamEventForLog): EventLog {
  if (event.measure === 'metres_in_time' || event.timeWindowS || /_\d+min$/.test(event.key)) {
    return { type: 'RUN', exercise: null, distanceM: null, timeWindowS: event.timeWindowS ?? COOPER_SECONDS };
  }
  const distance = distanceOf(event);
  if (distance !== null && distance <= SPRINT_MAX_M) return log('EXERCISE', 'sprint', event, distance);
  return log('RUN', null, event, distance);
}

const EXACT: Record<string, ExerciseKind> = {
  impulsao: 'impulsao',
  salto_altura: 'salto_altura',
  shuttle_run: 'shuttle_run',
  // Carl-up (curl-up) is an abdominal.
  carl_up: 'abdominal',
};

/** What to log for an exam event, or null for an event the training log does not know. */
export function eventLogFor(event: ExamEventForLog): EventLog | null {
  const { key } = event;
  const exact = EXACT[key];
  if (exact) return log('EXERCISE', exact, event);
  if (key === 'barra' || key.startsWith('barra_')) {
    return event.measure === 'seconds_hang' ? log('EXERCISE', 'isometria', event) : log('BARRA', null, event);
  }
  if (key.startsWith('abdominal')) return log('EXERCISE', 'abdominal', event);
  if (key.startsWith('flexao')) return log('EXERCISE', 'flexao', event);
  if (key.startsWith('corrida')) return runLog(event);
  if (key.startsWith('natacao')) return log('SWIM', null, event, distanceOf(event));
  return null;
}
