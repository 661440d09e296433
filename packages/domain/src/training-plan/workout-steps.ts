import { TLIM_CENTER_MIN } from '../endurance/formulas';
import { examRunBlocks, sprintBlocks } from './exam-workout-steps';
import type { PlannedSession } from './plan-types';
import {
  metres,
  open,
  repeat,
  runTarget,
  type StepTarget,
  type StructuredWorkout,
  speedBand,
  step,
  time,
  type WorkoutBlock,
  type WorkoutStep,
} from './workout-step-parts';

export type {
  StepDuration,
  StepIntensity,
  StepTarget,
  StructuredWorkout,
  WorkoutBlock,
  WorkoutRepeat,
  WorkoutStep,
} from './workout-step-parts';
export {
  mpsFromPace,
  SPEED_TOLERANCE,
  speedBand,
} from './workout-step-parts';

// A planned run or swim as the steps a watch follows (decision 036, 'Exports'): warm-up, the main
// set (repeats where the session has them) and cool-down, each with a time or distance and a speed
// band from the session's own pace, or no target when the plan has none. The structure is read
// back from the session's kind and volume with the rules run-sessions.ts and swim-sessions.ts
// build them with; workout-steps.test.ts checks both agree on every plan of a table of candidates.

/** As run-sessions.ts: 10 min warm-up; VAM reps of TLim/2 with equal jog; 30/30; 2 min jog after 400s. */
const RUN_WARM_UP_MIN = 10;
const VAM_REP_S = (TLIM_CENTER_MIN / 2) * 60;
const RACE_PACE_JOG_S = 120;
const RACE_PACE_REP_M = 400;
/** As run-sessions.ts: a 400 m split without a target time is taken as 2 min. */
const DEFAULT_SPLIT_S = 120;
/** As run-sessions.ts: a tempo run's main set is 10–25 min, with a 5 min cool-down at least. */
const TEMPO_MAX_MIN = 25;
const RUN_MIN_OVERHEAD_MIN = 15;

/** As swim-sessions.ts. */
const SWIM_WARM_UP_M = 200;
const SWIM_TEST_WARM_UP_M = 300;
const SWIM_COOL_DOWN_M = 100;
const DRILL_M = 25;
const TECHNIQUE_SETS = 4;
const TECHNIQUE_M = 50;
const AEROBIC_M = 100;
const AEROBIC_REST_S = 20;
/** Target-pace repeats: 25 m with 20 s rest, 50 m with 30 s. */
const restAfter = (repM: number) => (repM >= 50 ? 30 : 20);

/**
 * The pool the swims are written for: 25 m, the common length in Brazilian clubs and gyms; every
 * distance of the plan is a multiple of it. A 50 m pool can be set on the watch or in Garmin Connect.
 */
export const POOL_LENGTH_M = 25;

function swimTarget(session: PlannedSession): StepTarget {
  const per100 = session.intensity.swimPer100mS;
  if (!per100) return { type: 'open' };
  const mps = 100 / per100;
  return speedBand(mps, mps);
}

const runWarmUp = () => step('Aquecimento', 'warmup', time(RUN_WARM_UP_MIN * 60));
/** The cool-down that fills the session's minutes; none when nothing is left. */
const runCoolDown = (session: PlannedSession, usedMin: number): WorkoutStep[] => {
  const minutes = session.volume.durationMin - usedMin;
  return minutes > 0 ? [step('Volta à calma', 'cooldown', time(minutes * 60))] : [];
};

function runBlocks(session: PlannedSession): WorkoutBlock[] | null {
  const { durationMin } = session.volume;
  const sets = session.volume.sets ?? 0;
  const target = runTarget(session);
  const label = session.intensity.label;
  switch (session.kind) {
    case 'rodagem_z2':
      return [step('Rodagem', 'active', time(durationMin * 60), target, label)];
    case 'intervalado_vam':
      return [
        runWarmUp(),
        repeat(
          sets,
          step('Tiro', 'interval', time(VAM_REP_S), target, label),
          step('Trote', 'recovery', time(VAM_REP_S)),
        ),
        ...runCoolDown(session, RUN_WARM_UP_MIN + (sets * 2 * VAM_REP_S) / 60),
      ];
    case 'intervalado_30_30':
      return [
        runWarmUp(),
        repeat(sets, step('Tiro', 'interval', time(30), target, label), step('Trote', 'recovery', time(30))),
        ...runCoolDown(session, RUN_WARM_UP_MIN + sets),
      ];
    case 'ritmo_alvo_corrida': {
      const pace = session.intensity.paceMinPerKm;
      const splitS = pace ? pace[0] * 60 * (RACE_PACE_REP_M / 1000) : DEFAULT_SPLIT_S;
      // As run-sessions.ts rounds the main set up to whole minutes (less a float's error).
      const mainMin = Math.ceil((sets * (splitS + RACE_PACE_JOG_S)) / 60 - 1e-9);
      return [
        runWarmUp(),
        repeat(
          sets,
          step('Tiro de 400 m', 'interval', metres(RACE_PACE_REP_M), target, label),
          step('Trote', 'recovery', time(RACE_PACE_JOG_S)),
        ),
        ...runCoolDown(session, RUN_WARM_UP_MIN + mainMin),
      ];
    }
    case 'tempo_lt2': {
      const mainMin = Math.min(TEMPO_MAX_MIN, durationMin - RUN_MIN_OVERHEAD_MIN);
      return [
        runWarmUp(),
        step('Ritmo de limiar', 'active', time(mainMin * 60), target, label),
        ...runCoolDown(session, RUN_WARM_UP_MIN + mainMin),
      ];
    }
    case 'teste_2400':
      // The cool-down's length depends on how fast the test goes: it ends with 'Volta'.
      return [
        runWarmUp(),
        step('Teste de 2400 m', 'active', metres(2400), open, label),
        step('Volta à calma', 'cooldown', { type: 'open' }),
      ];
    default:
      return examRunBlocks(session);
  }
}

function swimBlocks(session: PlannedSession): WorkoutBlock[] | null {
  const distance = session.volume.distanceM ?? 0;
  const sets = session.volume.sets ?? 0;
  const label = session.intensity.label;
  const warmUp = (m: number) => step('Aquecimento', 'warmup', metres(m));
  const coolDown = step('Solto', 'cooldown', metres(SWIM_COOL_DOWN_M));
  switch (session.kind) {
    case 'tecnica_natacao':
      return [
        warmUp(SWIM_WARM_UP_M),
        repeat(sets, step('Educativo', 'active', metres(DRILL_M), open, label)),
        repeat(TECHNIQUE_SETS, step('Técnica', 'active', metres(TECHNIQUE_M))),
      ];
    case 'aerobio_natacao':
      return [
        warmUp(SWIM_WARM_UP_M),
        repeat(
          sets,
          step('Aeróbio', 'active', metres(AEROBIC_M), open, label),
          step('Pausa', 'rest', time(AEROBIC_REST_S)),
        ),
        coolDown,
      ];
    case 'ritmo_alvo_natacao': {
      const repM = sets > 0 ? (distance - SWIM_WARM_UP_M - SWIM_COOL_DOWN_M) / sets : 0;
      if (!Number.isInteger(repM) || repM <= 0) return null;
      return [
        warmUp(SWIM_WARM_UP_M),
        repeat(
          sets,
          step(`Tiro de ${repM} m`, 'interval', metres(repM), swimTarget(session), label),
          step('Pausa', 'rest', time(restAfter(repM))),
        ),
        coolDown,
      ];
    }
    case 'teste_natacao': {
      const testM = distance - SWIM_TEST_WARM_UP_M - SWIM_COOL_DOWN_M;
      if (testM <= 0) return null;
      return [
        warmUp(SWIM_TEST_WARM_UP_M),
        step(`Teste de ${testM} m`, 'active', metres(testM), open, label),
        coolDown,
      ];
    }
    default:
      return null;
  }
}

/**
 * The steps of a planned run, swim or sprint, for a watch; null for bar, calisthenics and jump
 * sessions (no standard for them that watches follow step by step) and for a session whose volume
 * does not fit its kind.
 */
export function workoutSteps(session: PlannedSession): StructuredWorkout | null {
  if (session.type === 'RUN' || session.type === 'EXERCISE') {
    const blocks = session.type === 'RUN' ? runBlocks(session) : sprintBlocks(session);
    return blocks ? { sport: 'running', name: session.title, blocks } : null;
  }
  if (session.type === 'SWIM') {
    const blocks = swimBlocks(session);
    return blocks ? { sport: 'swimming', name: session.title, poolLengthM: POOL_LENGTH_M, blocks } : null;
  }
  return null;
}

/** Seconds and metres of a workout's timed and measured steps, repeats expanded. */
export function workoutTotals(workout: StructuredWorkout): { seconds: number; metres: number } {
  let seconds = 0;
  let distance = 0;
  const add = (s: WorkoutStep, times: number) => {
    if (s.duration.type === 'time') seconds += s.duration.seconds * times;
    if (s.duration.type === 'distance') distance += s.duration.metres * times;
  };
  for (const block of workout.blocks) {
    if (block.kind === 'step') add(block, 1);
    else for (const s of block.steps) add(s, block.times);
  }
  return { seconds, metres: distance };
}
