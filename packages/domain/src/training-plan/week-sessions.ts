import { BAR_BUILDERS, barKinds } from './bar-sessions';
import type { WeekFrame } from './plan-blocks';
import type { PlannedSession, PlanSessionType, SessionKind } from './plan-types';
import { RUN_BUILDERS } from './run-sessions';
import type { SessionContent, SessionContext } from './session-context';
import { SWIM_BUILDERS } from './swim-sessions';

// One week's sessions: how many of each test, which kinds, in which order and on which days.

const BUILDERS = { ...RUN_BUILDERS, ...SWIM_BUILDERS, ...BAR_BUILDERS };

/** Sessions per test for an availability of 2–6, tests ordered by priority (largest gap first). */
export function sessionCounts(
  sessionsPerWeek: number,
  order: readonly PlanSessionType[],
  weekIndex: number,
): Map<PlanSessionType, number> {
  const [a, b, c] = order;
  const counts = new Map<PlanSessionType, number>(order.map((type) => [type, 0]));
  const add = (type: PlanSessionType | undefined, n = 1) => {
    if (type) counts.set(type, (counts.get(type) ?? 0) + n);
  };
  if (sessionsPerWeek <= 2) {
    // Two sessions: the first priority every week, the other two on alternate weeks.
    add(a);
    add(weekIndex % 2 === 1 ? b : c);
    return counts;
  }
  add(a);
  add(b);
  add(c);
  if (sessionsPerWeek >= 4) add(a);
  if (sessionsPerWeek >= 5) add(b);
  if (sessionsPerWeek >= 6) add(c);
  return counts;
}

const isSharpening = (frame: WeekFrame) =>
  frame.block === 'construcao' || frame.block === 'especifico' || frame.block === 'reta_final';

function runKinds(frame: WeekFrame, count: number): SessionKind[] {
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
  return kinds.slice(0, count);
}

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

function kindsFor(
  type: PlanSessionType,
  frame: WeekFrame,
  ctx: SessionContext,
  count: number,
): SessionKind[] {
  if (type === 'RUN') return runKinds(frame, count);
  if (type === 'SWIM') return swimKinds(frame, count);
  const kinds = barKinds(ctx, count);
  if (frame.isTestWeek && count > 0) kinds[0] = 'teste_barra';
  return kinds;
}

/** Interleaves the tests (priority order, each test's first session first), so the first n are the ones kept. */
export function orderedKinds(
  counts: Map<PlanSessionType, number>,
  order: readonly PlanSessionType[],
  frame: WeekFrame,
  ctx: SessionContext,
): { type: PlanSessionType; kind: SessionKind }[] {
  const lists = order.map((type) => ({ type, kinds: kindsFor(type, frame, ctx, counts.get(type) ?? 0) }));
  const result: { type: PlanSessionType; kind: SessionKind }[] = [];
  for (let round = 0; lists.some((list) => list.kinds.length > round); round++) {
    for (const list of lists) {
      const kind = list.kinds[round];
      if (kind) result.push({ type: list.type, kind });
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

/** The week's sessions on its available dates, at most one a day. */
export function weekSessions(input: {
  frame: WeekFrame;
  dates: readonly string[];
  sessionsPerWeek: number;
  order: readonly PlanSessionType[];
  ctx: SessionContext;
}): PlannedSession[] {
  const { frame, dates, ctx } = input;
  const counts = sessionCounts(input.sessionsPerWeek, input.order, frame.index);
  const kinds = orderedKinds(counts, input.order, frame, ctx).slice(0, dates.length);
  const days = spreadDays(kinds.length, dates.length);
  return kinds.map(({ type, kind }, i) => ({
    id: `w${frame.index}-${i + 1}`,
    type,
    kind,
    date: dates[days[i] ?? 0] ?? frame.start,
    ...buildContent(kind, ctx),
  }));
}
