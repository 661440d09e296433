import { type BuildPlanInput, contextFor } from './build-plan';
import { MAX_VOLUME_FACTOR } from './plan-blocks';
import type { PlannedSession, PlanWeek, SessionKind } from './plan-types';
import { slotMinutes } from './session-context';
import { buildContent } from './week-sessions';

// A trainer's adjustment of one week (issue 14; decision 036, 'Trainer adjustments'): the week's
// volume scaled and sessions taken out. The week's sessions are rebuilt by the same builders at the
// scaled volume factor, so minutes, metres, sets and the text that describes them stay consistent,
// and each kind keeps its own floors (an interval set keeps its warm-up and its fewest reps).

export const VOLUME_PERCENT_MIN = 50;
export const VOLUME_PERCENT_MAX = 110;
/** Percent of the plan's own volume: no change. */
export const VOLUME_PERCENT_PLANNED = 100;
export const ADJUSTMENT_NOTE_MAX = 500;

const KINDS: Record<SessionKind, true> = {
  teste_2400: true,
  intervalado_vam: true,
  intervalado_30_30: true,
  ritmo_alvo_corrida: true,
  tempo_lt2: true,
  rodagem_z2: true,
  teste_natacao: true,
  ritmo_alvo_natacao: true,
  tecnica_natacao: true,
  aerobio_natacao: true,
  teste_barra: true,
  barra_negativas: true,
  barra_gtg: true,
  barra_volume: true,
  barra_lastrada: true,
  isometria_barra: true,
  ritmo_alvo_cooper: true,
  teste_cooper: true,
  flexao_progressao: true,
  flexao_series: true,
  flexao_teste: true,
  abdominal_series: true,
  abdominal_teste: true,
  sprint_aceleracao: true,
  sprint_lancado: true,
  sprint_maximo: true,
  sprint_teste: true,
  impulsao_treino: true,
  impulsao_teste: true,
  salto_altura_treino: true,
  salto_altura_teste: true,
  shuttle_treino: true,
  shuttle_teste: true,
};
/** Every session kind (for input schemas). */
export const SESSION_KINDS = Object.keys(KINDS) as [SessionKind, ...SessionKind[]];

/**
 * A session named by its date and kind: stable while the plan is recomputed (the 'w{n}-{k}' ids
 * shift when the first week, which starts today, loses a day). One session a day at most.
 */
export interface SessionRef {
  date: string;
  kind: SessionKind;
}

export interface WeekAdjustment {
  volumePercent: number;
  removed: readonly SessionRef[];
}

/** What an adjustment did to the week: the removals that matched a session, with their titles. */
export interface AppliedAdjustment {
  volumePercent: number;
  removed: (SessionRef & { title: string })[];
}

const refKey = (ref: SessionRef) => `${ref.date}|${ref.kind}`;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The removals that name no session of the week. */
export function unknownRemovals(week: PlanWeek, removed: readonly SessionRef[]): SessionRef[] {
  const present = new Set(week.sessions.map(refKey));
  return removed.filter((ref) => !present.has(refKey(ref)));
}

/**
 * The week as adjusted: every session rebuilt at `volumeFactor × percent` (never above the plan's
 * volume cap), the removed ones left out. `input` is the one the week was built from. 100 % and
 * nothing removed gives the week back unchanged.
 */
export function adjustWeek(
  week: PlanWeek,
  adjustment: WeekAdjustment,
  input: BuildPlanInput,
): PlanWeek & { adjustment: AppliedAdjustment } {
  const factor = Math.min(MAX_VOLUME_FACTOR, round2((week.volumeFactor * adjustment.volumePercent) / 100));
  const ctx = { ...contextFor(input), block: week.block, factor, slotMin: slotMinutes(factor) };
  const toRemove = new Set(adjustment.removed.map(refKey));
  const removed: AppliedAdjustment['removed'] = [];
  const sessions: PlannedSession[] = [];
  for (const session of week.sessions) {
    if (toRemove.has(refKey(session)))
      removed.push({ date: session.date, kind: session.kind, title: session.title });
    else sessions.push({ ...session, ...buildContent(session.kind, ctx) });
  }
  return {
    ...week,
    volumeFactor: factor,
    sessions,
    loadMinutes: sessions.reduce((sum, s) => sum + s.volume.durationMin, 0),
    adjustment: { volumePercent: adjustment.volumePercent, removed },
  };
}

/** The plan's weeks with the adjustments keyed by week end; a key no week ends on is ignored. */
export function applyAdjustments(
  weeks: readonly PlanWeek[],
  byWeekEnd: ReadonlyMap<string, WeekAdjustment>,
  input: BuildPlanInput,
): (PlanWeek & { adjustment: AppliedAdjustment | null })[] {
  return weeks.map((week) => {
    const adjustment = byWeekEnd.get(week.end);
    return adjustment ? adjustWeek(week, adjustment, input) : { ...week, adjustment: null };
  });
}
