import { COOPER_BLOCK_MIN, COOPER_JOG_MIN, COOPER_TEST_MIN } from './cooper-sessions';
import type { PlannedSession } from './plan-types';
import { WARM_UP_MIN as RUN_WARM_UP_MIN } from './run-sessions';
import { SPRINT_WARM_UP_MIN } from './sprint-sessions';
import {
  open,
  repeat,
  runTarget,
  step,
  time,
  type WorkoutBlock,
  type WorkoutStep,
} from './workout-step-parts';

// The watch steps of an exam's own runs (decision 047): the 12-minute run's target-pace blocks and
// test, and the sprints and shuttle runs — warm-up, each effort ended with 'Volta' (a watch's GPS
// cannot time 20 to 100 m) and the rest that follows it timed, then the cool-down. Read back from
// the session's kind and volume by the builders' rules (exam-workout-steps.test.ts checks them).

const warmUp = (minutes: number) => step('Aquecimento', 'warmup', time(minutes * 60));
/** The cool-down that fills the session's minutes; none when nothing is left. */
const coolDown = (session: PlannedSession, usedMin: number): WorkoutStep[] => {
  const minutes = session.volume.durationMin - usedMin;
  return minutes > 0 ? [step('Volta à calma', 'cooldown', time(minutes * 60))] : [];
};

/** The 12-minute run's blocks at the target pace and its test; null for other runs. */
export function examRunBlocks(session: PlannedSession): WorkoutBlock[] | null {
  const label = session.intensity.label;
  if (session.kind === 'ritmo_alvo_cooper') {
    const sets = session.volume.sets ?? 0;
    return [
      warmUp(RUN_WARM_UP_MIN),
      repeat(
        sets,
        step('Ritmo dos 12 min', 'interval', time(COOPER_BLOCK_MIN * 60), runTarget(session), label),
        step('Trote', 'recovery', time(COOPER_JOG_MIN * 60)),
      ),
      ...coolDown(session, RUN_WARM_UP_MIN + sets * (COOPER_BLOCK_MIN + COOPER_JOG_MIN)),
    ];
  }
  if (session.kind === 'teste_cooper')
    return [
      warmUp(RUN_WARM_UP_MIN),
      step('Teste de 12 min', 'active', time(COOPER_TEST_MIN * 60), open, label),
      ...coolDown(session, RUN_WARM_UP_MIN + COOPER_TEST_MIN),
    ];
  return null;
}

/** The name of one effort on the watch. */
function effortName(session: PlannedSession): string | null {
  const rep = session.volume.repDistanceM;
  switch (session.kind) {
    case 'sprint_aceleracao':
      return `Aceleração de ${rep} m`;
    case 'sprint_lancado':
      return 'Lançado: 20 + 20 m';
    case 'sprint_maximo':
      return `Tiro de ${rep} m`;
    case 'sprint_teste':
      return `Teste de ${rep} m`;
    case 'shuttle_treino':
    case 'shuttle_teste':
      return 'Shuttle run';
    default:
      return null;
  }
}

/** A sprint or shuttle-run session's steps; null for other exercises (no steps a watch follows). */
export function sprintBlocks(session: PlannedSession): WorkoutBlock[] | null {
  const name = effortName(session);
  const { sets, restSeconds } = session.volume;
  if (!name || !sets || !restSeconds) return null;
  return [
    warmUp(SPRINT_WARM_UP_MIN),
    repeat(
      sets,
      step(name, 'interval', { type: 'open' }, open, session.intensity.label),
      step('Pausa', 'rest', time(restSeconds)),
    ),
    ...coolDown(session, SPRINT_WARM_UP_MIN + (sets * restSeconds) / 60),
  ];
}
