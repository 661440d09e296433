import type { PlannedSession } from './plan-types';

// The pieces a planned session's watch steps are made of (decision 036, 'Exports'): the shapes, the
// speed bands and the step builders; workout-steps.ts and exam-workout-steps.ts put them together.

export type StepIntensity = 'warmup' | 'active' | 'interval' | 'recovery' | 'rest' | 'cooldown';

export type StepDuration =
  | { type: 'time'; seconds: number }
  | { type: 'distance'; metres: number }
  /** Until the person presses 'Volta' (lap). */
  | { type: 'open' };

/** A speed band in m/s (low = the slow end), or none. */
export type StepTarget = { type: 'speed'; lowMps: number; highMps: number } | { type: 'open' };

export interface WorkoutStep {
  kind: 'step';
  /** pt-BR, short: what the watch shows. */
  name: string;
  intensity: StepIntensity;
  duration: StepDuration;
  target: StepTarget;
  /** pt-BR: the session's intensity label, on the main set. */
  notes?: string;
}

export interface WorkoutRepeat {
  kind: 'repeat';
  times: number;
  steps: WorkoutStep[];
}

export type WorkoutBlock = WorkoutStep | WorkoutRepeat;

export interface StructuredWorkout {
  sport: 'running' | 'swimming';
  /** The session's title. */
  name: string;
  /** Swims: the pool the distances are counted in. */
  poolLengthM?: number;
  blocks: WorkoutBlock[];
}

/** A band narrower than ±2 % of its speed (a single target pace) is widened to it: a watch needs room. */
export const SPEED_TOLERANCE = 0.02;

/** A speed band for a range of speeds (m/s), at least ±SPEED_TOLERANCE around its centre. */
export function speedBand(lowMps: number, highMps: number): StepTarget {
  const centre = (lowMps + highMps) / 2;
  const half = Math.max((highMps - lowMps) / 2, centre * SPEED_TOLERANCE);
  return { type: 'speed', lowMps: round3(centre - half), highMps: round3(centre + half) };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** m/s for a pace in min/km. */
export const mpsFromPace = (minPerKm: number) => 1000 / (minPerKm * 60);

/** The session's run pace range (fast, slow min/km) as a speed band; no target without one. */
export function runTarget(session: PlannedSession): StepTarget {
  const pace = session.intensity.paceMinPerKm;
  return pace ? speedBand(mpsFromPace(pace[1]), mpsFromPace(pace[0])) : { type: 'open' };
}

export const open: StepTarget = { type: 'open' };
export const time = (seconds: number): StepDuration => ({ type: 'time', seconds: Math.round(seconds) });
export const metres = (m: number): StepDuration => ({ type: 'distance', metres: m });

export function step(
  name: string,
  intensity: StepIntensity,
  duration: StepDuration,
  target: StepTarget = open,
  notes?: string,
): WorkoutStep {
  return { kind: 'step', name, intensity, duration, target, ...(notes ? { notes } : {}) };
}

export const repeat = (times: number, ...steps: WorkoutStep[]): WorkoutRepeat => ({
  kind: 'repeat',
  times,
  steps,
});
