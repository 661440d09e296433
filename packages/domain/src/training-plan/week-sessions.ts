import { BAR_BUILDERS, barKinds } from './bar-sessions';
import { CALISTHENICS_BUILDERS } from './calisthenics-sessions';
import { COOPER_BUILDERS } from './cooper-sessions';
import { exerciseKinds } from './exam-week-kinds';
import { JUMP_BUILDERS } from './jump-sessions';
import { RECOVERY_EVERY, type WeekFrame } from './plan-blocks';
import { type PlanTrack, sessionTypeOf } from './plan-tracks';
import type { PlannedSession, SessionKind } from './plan-types';
import { RUN_BUILDERS } from './run-sessions';
import type { SessionContent, SessionContext } from './session-context';
import { SPRINT_BUILDERS } from './sprint-sessions';
import { SWIM_BUILDERS } from './swim-sessions';

// One week's sessions: how many of each track (a test of the edital, or an event of the exam:
// plan-tracks.ts), which kinds, in which order and on which days.

const BUILDERS = {
  ...RUN_BUILDERS,
  ...SWIM_BUILDERS,
  ...BAR_BUILDERS,
  ...COOPER_BUILDERS,
  ...CALISTHENICS_BUILDERS,
  ...SPRINT_BUILDERS,
  ...JUMP_BUILDERS,
};

/**
 * Sessions per track for an availability of 2–6, tracks ordered by priority (largest gap first).
 * With at least a session per track: one each, the extra ones from the first priority down (three
 * tracks: 4 adds the first, 5 the second, 6 the third). With fewer: the first priority every week,
 * the others taking turns week by week (three tracks and 2 sessions: the other two alternate).
 */
export function sessionCounts<T extends string>(
  sessionsPerWeek: number,
  order: readonly T[],
  weekIndex: number,
): Map<T, number> {
  const counts = new Map<T, number>(order.map((track) => [track, 0]));
  const add = (track: T | undefined) => {
    if (track !== undefined) counts.set(track, (counts.get(track) ?? 0) + 1);
  };
  const [first, ...others] = order;
  if (sessionsPerWeek < order.length) {
    add(first);
    const turns = sessionsPerWeek - 1;
    for (let i = 0; i < turns; i++) add(others[((weekIndex - 1) * turns + i) % others.length]);
    return counts;
  }
  for (let i = 0; i < sessionsPerWeek; i++) add(order[i % order.length]);
  return counts;
}

const isSharpening = (frame: WeekFrame) =>
  frame.block === 'construcao' || frame.block === 'especifico' || frame.block === 'reta_final';

function runKinds(frame: WeekFrame, count: number, isCooper: boolean): SessionKind[] {
  let quality: SessionKind | undefined;
  if (frame.block === 'construcao') quality = 'intervalado_vam';
  else if (frame.block === 'especifico' || frame.block === 'reta_final')
    quality = frame.index % 2 === 0 ? 'intervalado_30_30' : 'ritmo_alvo_corrida';
  else if (frame.block === 'polimento') quality = 'ritmo_alvo_corrida';
  // One run a week: hard only every other week, so most running stays easy.
  if (count === 1 && isSharpening(frame) && frame.index % 2 === 1) quality = undefined;
  const kinds: SessionKind[] = quality ? [quality] : [];
  if (count >= 4 && isSharpening(frame)) kinds.push('tempo_lt2');
  while (kinds.length < count) kinds.push('rodagem_z2');
  if (frame.isTestWeek && count > 0) kinds[0] = 'teste_2400';
  const week = kinds.slice(0, count);
  // The 12-minute run (047): its own target-pace blocks and test; the rest of the running is the same.
  return isCooper ? week.map((kind) => COOPER_KINDS[kind] ?? kind) : week;
}

const COOPER_KINDS: Partial<Record<SessionKind, SessionKind>> = {
  ritmo_alvo_corrida: 'ritmo_alvo_cooper',
  teste_2400: 'teste_cooper',
};

function swimKinds(frame: WeekFrame, count: number): SessionKind[] {
  const pattern: SessionKind[] =
    frame.block === 'base'
      ? ['tecnica_natacao', 'aerobio_natacao']
      : frame.block === 'polimento'
        ? ['ritmo_alvo_natacao', 'tecnica_natacao']
        : ['ritmo_alvo_natacao', 'tecnica_natacao', 'aerobio_natacao'];
  const kinds = Array.from({ length: count }, (_, i) => pattern[i % pattern.length] ?? 'tecnica_natacao');
  if (frame.isTestWeek && count > 0) kinds[0] = 'teste_natacao';
  return kinds;
}

function kindsFor(track: PlanTrack, frame: WeekFrame, ctx: SessionContext, count: number): SessionKind[] {
  if (track === 'RUN') return runKinds(frame, count, ctx.run.cooper !== undefined);
  if (track === 'SWIM') return swimKinds(frame, count);
  if (track !== 'BARRA') return exerciseKinds(track, frame, ctx, count);
  const kinds = barKinds(ctx, count);
  if (frame.isTestWeek && count > 0) kinds[0] = 'teste_barra';
  return kinds;
}

/** Interleaves the tracks (priority order, each track's first session first), so the first n are the ones kept. */
export function orderedKinds(
  counts: Map<PlanTrack, number>,
  order: readonly PlanTrack[],
  frame: WeekFrame,
  ctx: SessionContext,
): { track: PlanTrack; kind: SessionKind }[] {
  const lists = order.map((track) => ({ track, kinds: kindsFor(track, frame, ctx, counts.get(track) ?? 0) }));
  const result: { track: PlanTrack; kind: SessionKind }[] = [];
  for (let round = 0; lists.some((list) => list.kinds.length > round); round++) {
    for (const list of lists) {
      const kind = list.kinds[round];
      if (kind) result.push({ track: list.track, kind });
    }
  }
  return result;
}

export function buildContent(kind: SessionKind, ctx: SessionContext): SessionContent {
  const builder = BUILDERS[kind];
  if (!builder) throw new Error(`No builder for session kind ${kind}`);
  return builder(ctx);
}

/** Spreads `count` items over `days` evenly (first on the first day); day indexes ascending. */
export const spreadDays = (count: number, days: number): number[] =>
  Array.from({ length: count }, (_, i) => Math.floor((i * days) / count));

/**
 * The turn of a week in an exam's rotation (decision 047): test weeks take turns among themselves,
 * the other weeks among themselves, so every track gets its test in turn even when the turns would
 * otherwise line up with the test weeks (four tracks taking turns in pairs, a test every 4th week).
 */
export function rotationTurn(frame: WeekFrame): number {
  const tests = Math.floor(frame.index / RECOVERY_EVERY);
  return frame.isTestWeek ? tests : frame.index - tests;
}

/** The week's sessions on its available dates, at most one a day. */
export function weekSessions(input: {
  frame: WeekFrame;
  dates: readonly string[];
  sessionsPerWeek: number;
  order: readonly PlanTrack[];
  ctx: SessionContext;
  /** An exam's tracks (more than three) rotate by rotationTurn; an edital's by the week's index, as always. */
  rotateTests?: boolean;
}): PlannedSession[] {
  const { frame, dates, ctx } = input;
  const turn = input.rotateTests ? rotationTurn(frame) : frame.index;
  const counts = sessionCounts(input.sessionsPerWeek, input.order, turn);
  const kinds = orderedKinds(counts, input.order, frame, ctx).slice(0, dates.length);
  const days = spreadDays(kinds.length, dates.length);
  return kinds.map(({ track, kind }, i) => ({
    id: `w${frame.index}-${i + 1}`,
    ...sessionTypeOf(track),
    kind,
    date: dates[days[i] ?? 0] ?? frame.start,
    ...buildContent(kind, ctx),
  }));
}
