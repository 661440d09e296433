import { flexaoKinds } from './calisthenics-sessions';
import type { WeekFrame } from './plan-blocks';
import type { ExerciseTrack } from './plan-tracks';
import type { SessionKind } from './plan-types';
import type { SessionContext } from './session-context';

// Which sessions an exam's other events get in a week (decision 047): the block decides the kind,
// and a test week opens with the event's test, as the run, the swim and the bar do (036).

const TESTS: Record<ExerciseTrack, SessionKind> = {
  flexao: 'flexao_teste',
  abdominal: 'abdominal_teste',
  sprint: 'sprint_teste',
  impulsao: 'impulsao_teste',
  salto_altura: 'salto_altura_teste',
  shuttle_run: 'shuttle_teste',
};

/** Sprints build from accelerations to top speed to the full distance as the test nears. */
function sprintPattern(frame: WeekFrame): SessionKind[] {
  if (frame.block === 'base') return ['sprint_aceleracao'];
  if (frame.block === 'construcao') return ['sprint_aceleracao', 'sprint_lancado'];
  if (frame.block === 'polimento') return ['sprint_maximo'];
  return ['sprint_maximo', 'sprint_lancado'];
}

function pattern(track: ExerciseTrack, frame: WeekFrame, ctx: SessionContext, count: number): SessionKind[] {
  switch (track) {
    case 'flexao':
      return flexaoKinds(ctx, count);
    case 'abdominal':
      return ['abdominal_series'];
    case 'sprint':
      return sprintPattern(frame);
    case 'impulsao':
      return ['impulsao_treino'];
    case 'salto_altura':
      return ['salto_altura_treino'];
    case 'shuttle_run':
      return ['shuttle_treino'];
  }
}

/** The `count` sessions of an exercise track this week, its test first in a test week. */
export function exerciseKinds(
  track: ExerciseTrack,
  frame: WeekFrame,
  ctx: SessionContext,
  count: number,
): SessionKind[] {
  const kinds = pattern(track, frame, ctx, count);
  const week = Array.from({ length: count }, (_, i) => kinds[i % kinds.length] ?? TESTS[track]);
  if (frame.isTestWeek && count > 0) week[0] = TESTS[track];
  return week;
}
