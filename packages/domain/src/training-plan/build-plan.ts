import { addDays, datesFrom, daysBetween, isPlainDate } from '../dates/plain-date';
import { vamFromTimeTrial } from '../endurance/formulas';
import { examContextFor, examTrackOrder } from './exam-context';
import type { EventTarget } from './exam-targets';
import { MAX_WEEKLY_RISE, planWeeks, RETA_FINAL_DAYS, TAPER_FACTOR, type WeekFrame } from './plan-blocks';
import { EDITAL_TRACKS, type PlanTrack } from './plan-tracks';
import type { PlannedSession, PlanSessionType, PlanWeek } from './plan-types';
import { type SessionContext, slotMinutes } from './session-context';
import type { TestTarget } from './targets';
import { weekSessions } from './week-sessions';

// The plan from today's week to the TAF's (issue 14, decision 036). Pure and deterministic: the
// same input always gives the same plan, so the server may recompute it whenever it likes.

export const MIN_SESSIONS_PER_WEEK = 2;
export const MAX_SESSIONS_PER_WEEK = 6;

export interface CurrentResults {
  /** Max pull-ups (dynamic bar edital). */
  barReps?: number;
  /** Max chin-over-bar hang, seconds (isometric bar edital). */
  hangSeconds?: number;
  run2400s?: number;
  /** Time of the edital's swim test (its distance comes from the swim target, else 100 m). */
  swimSeconds?: number;
  /** From the endurance metrics when known; else estimated from run2400s. */
  vamKmh?: number;
}

export interface BuildPlanInput {
  /** 'YYYY-MM-DD', São Paulo. */
  today: string;
  tafDate: string;
  sessionsPerWeek: number;
  current: CurrentResults;
  /** From targetsFor; they set the paces and which test gets the extra sessions. */
  targets: readonly TestTarget[];
  /**
   * An exam of pass marks (decision 047): its events from examTargetsFor, which then set the
   * tracks, their order and the sessions' figures instead of `targets` (empty for an exam).
   */
  events?: readonly EventTarget[];
  /**
   * The tracks a trainer's turma plan puts first (decision 049), in the person's own order of
   * priority among them; the other tracks follow in theirs. Empty or absent: the person's order.
   */
  emphasis?: readonly PlanTrack[];
}

export interface TrainingPlan {
  today: string;
  tafDate: string;
  daysLeft: number;
  isRetaFinal: boolean;
  sessionsPerWeek: number;
  weeks: PlanWeek[];
}

export type PlanErrorCode = 'INVALID_DATE' | 'TAF_NOT_AHEAD' | 'INVALID_AVAILABILITY';
export type BuildPlanResult =
  | { ok: true; plan: TrainingPlan }
  | { ok: false; error: { code: PlanErrorCode; message: string } };

const TYPE_OF_TEST: Record<string, PlanSessionType> = { corrida_2400m: 'RUN', barra: 'BARRA' };
const typeOfTest = (key: string): PlanSessionType | undefined =>
  TYPE_OF_TEST[key] ?? (key.startsWith('natacao') ? 'SWIM' : undefined);
const DEFAULT_ORDER = EDITAL_TRACKS;

/** Tests by priority: the largest grade gap to the goal first (unknown current: the whole goal). */
export function testPriority(targets: readonly TestTarget[]): PlanTrack[] {
  const gap = (type: PlanTrack) => {
    const target = targets.find((t) => typeOfTest(t.key) === type);
    if (!target) return 0;
    return Math.max(0, target.goalGrade - (target.current?.grade ?? 0));
  };
  return [...DEFAULT_ORDER].sort(
    (x, y) => gap(y) - gap(x) || DEFAULT_ORDER.indexOf(x) - DEFAULT_ORDER.indexOf(y),
  );
}

/**
 * The tracks of the test keys a trainer emphasised (an edital's tests or an exam's events), in the
 * order given; a key the rules lack, or one no track trains, is left out.
 */
export function emphasisTracks(
  keys: readonly string[],
  rules: Pick<BuildPlanInput, 'targets' | 'events'>,
): PlanTrack[] {
  const tracks: PlanTrack[] = [];
  for (const key of keys) {
    const track: PlanTrack | undefined = rules.events
      ? (rules.events.find((event) => event.key === key)?.track ?? undefined)
      : rules.targets.some((target) => target.key === key)
        ? (typeOfTest(key) as PlanTrack | undefined)
        : undefined;
    if (track && !tracks.includes(track)) tracks.push(track);
  }
  return tracks;
}

/** The week's tracks by priority: an exam's events, or the edital's three tests; a trainer's emphasis first. */
export function trackOrder(input: BuildPlanInput): PlanTrack[] {
  const own = input.events ? examTrackOrder(input.events) : testPriority(input.targets);
  const emphasis = input.emphasis ?? [];
  return [
    ...own.filter((track) => emphasis.includes(track)),
    ...own.filter((track) => !emphasis.includes(track)),
  ];
}

export function contextFor(input: BuildPlanInput): Omit<SessionContext, 'block' | 'factor' | 'slotMin'> {
  if (input.events) return examContextFor(input.current, input.events);
  const { current, targets } = input;
  const run = targets.find((t) => t.key === 'corrida_2400m');
  const swim = targets.find((t) => typeOfTest(t.key) === 'SWIM');
  const bar = targets.find((t) => t.key === 'barra');
  const isHang = bar ? bar.measure === 'seconds_hang' : current.hangSeconds !== undefined;
  const vamKmh = current.vamKmh ?? (current.run2400s ? vamFromTimeTrial(2400, current.run2400s) : undefined);
  const barCurrent = isHang ? current.hangSeconds : current.barReps;
  return {
    run: {
      ...(current.run2400s ? { currentS: current.run2400s } : {}),
      ...(run ? { targetS: run.targetMark } : {}),
      ...(vamKmh ? { vamKmh } : {}),
    },
    swim: {
      distanceM: swim?.distanceM ?? 100,
      ...(current.swimSeconds ? { currentS: current.swimSeconds } : {}),
      ...(swim ? { targetS: swim.targetMark } : {}),
    },
    bar: {
      measure: isHang ? 'seconds_hang' : 'reps',
      ...(barCurrent !== undefined ? { current: barCurrent } : {}),
      ...(bar ? { target: bar.targetMark } : {}),
    },
  };
}

const loadOf = (sessions: readonly PlannedSession[]) =>
  sessions.reduce((sum, s) => sum + s.volume.durationMin, 0);

/** The dates a week can take sessions on: never the TAF's eve (rest) nor the TAF. */
const sessionDates = (frame: WeekFrame, tafDate: string) =>
  datesFrom(frame.start, frame.end < addDays(tafDate, -1) ? frame.end : addDays(tafDate, -2));

export function buildPlan(input: BuildPlanInput): BuildPlanResult {
  const { today, tafDate, sessionsPerWeek } = input;
  if (!isPlainDate(today) || !isPlainDate(tafDate))
    return { ok: false, error: { code: 'INVALID_DATE', message: 'Data inválida: use AAAA-MM-DD.' } };
  const daysLeft = daysBetween(today, tafDate);
  if (daysLeft < 1)
    return {
      ok: false,
      error: { code: 'TAF_NOT_AHEAD', message: 'A data do TAF precisa ser depois de hoje.' },
    };
  if (
    !Number.isInteger(sessionsPerWeek) ||
    sessionsPerWeek < MIN_SESSIONS_PER_WEEK ||
    sessionsPerWeek > MAX_SESSIONS_PER_WEEK
  )
    return {
      ok: false,
      error: { code: 'INVALID_AVAILABILITY', message: 'Escolha de 2 a 6 treinos por semana.' },
    };

  const base = contextFor(input);
  const order = trackOrder(input);
  const weeks: PlanWeek[] = [];
  for (const frame of planWeeks(today, tafDate)) {
    const dates = sessionDates(frame, tafDate);
    const previous = weeks.at(-1);
    const isComplete = (week: { sessions: readonly unknown[] }) => week.sessions.length === sessionsPerWeek;
    // The taper cuts from the volume actually planned the week before.
    let factor =
      frame.block === 'polimento' && previous
        ? Math.round(previous.volumeFactor * TAPER_FACTOR * 100) / 100
        : frame.volumeFactor;
    const sessionsFor = (f: number) =>
      weekSessions({
        frame,
        dates,
        sessionsPerWeek,
        order,
        ctx: { ...base, block: frame.block, factor: f, slotMin: slotMinutes(f) },
        rotateTests: input.events !== undefined,
      });
    let sessions = sessionsFor(factor);
    // The 10 % rule: a complete week never carries more than 10 % over the complete week before it.
    for (let tries = 0; previous && isComplete(previous) && isComplete({ sessions }) && tries < 40; tries++) {
      if (loadOf(sessions) <= MAX_WEEKLY_RISE * previous.loadMinutes) break;
      factor = Math.round(factor * 95) / 100;
      sessions = sessionsFor(factor);
    }
    weeks.push({
      index: frame.index,
      start: frame.start,
      end: frame.end,
      block: frame.block,
      volumeFactor: factor,
      isTestWeek: frame.isTestWeek,
      availableDays: dates.length,
      lastSessionDate: dates.at(-1) ?? frame.start,
      sessions,
      loadMinutes: loadOf(sessions),
    });
  }
  return {
    ok: true,
    plan: { today, tafDate, daysLeft, isRetaFinal: daysLeft < RETA_FINAL_DAYS, sessionsPerWeek, weeks },
  };
}
