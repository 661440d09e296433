import { datesFrom, daysBetween } from '../dates/plain-date';
import type { TrainingActivity } from '../training/activity-types';
import type { PlannedSession, PlanWeek, SessionKind } from './plan-types';

// 'Esta semana' (issue 14): a logged or imported activity completes a planned session of its type,
// on any date of the week, when its volume reaches MATCH_TOLERANCE of the plan. Missed sessions
// move to the week's free days, one a day at most; what does not fit is dropped, never piled up.

/** An activity must reach 75 % of the planned minutes or metres (or bar repetitions). */
export const MATCH_TOLERANCE = 0.75;
/** A 2400 m time trial counts from 2400 m (origin-test.ts: runs of 2400–2500 m are trials). */
const TRIAL_MIN_M = 2400;
/** A 12-minute test (decision 047) counts from a run of 12 minutes (a Cooper test is logged as 12:00). */
const COOPER_MIN = 12;

export type LoggedActivity = Pick<
  TrainingActivity,
  | 'id'
  | 'activity_type'
  | 'workout_date'
  | 'value_primary'
  | 'value_secondary'
  | 'duration_minutes'
  | 'exercise'
  | 'sets'
>;

export interface SessionMatch {
  sessionId: string;
  activityId: string;
}

const minutesOf = (a: LoggedActivity) =>
  a.duration_minutes ?? (a.value_secondary !== null ? a.value_secondary / 60 : null);

/** The activity types the plan's sessions are of. */
const PLAN_TYPES = new Set<string>(['RUN', 'SWIM', 'BARRA']);

/** A logged isometria (decision 046) is the bar work of a plan for the isometric edital. */
const isIsometria = (activity: LoggedActivity) =>
  activity.activity_type === 'EXERCISE' && activity.exercise === 'isometria';

/** Whether the plan's week is one for the isometric bar (its bar sessions are holds). */
const isHangWeek = (week: PlanWeek) => week.sessions.some((s) => s.kind === 'isometria_barra');

/** An isometria covers a hold session (or the hang test) when its seconds reach the plan's. */
function coversHold(session: PlannedSession, activity: LoggedActivity, isHangPlan: boolean): boolean {
  const isHoldSession = session.kind === 'isometria_barra' || (isHangPlan && session.kind === 'teste_barra');
  if (!isHoldSession) return false;
  const { sets, holdSeconds } = session.volume;
  if (holdSeconds === undefined || activity.value_primary === null) return true;
  const held = activity.value_primary * (activity.sets ?? 1);
  return held >= MATCH_TOLERANCE * holdSeconds * (sets ?? 1);
}

const isTest = (session: PlannedSession) => session.kind.endsWith('_teste');

/**
 * An exam's exercise session (decision 047) is completed by a logged EXERCISE of its kind: flexão
 * and abdominal by 75 % of the planned repetitions, sprints and shuttle runs by 75 % of the tiros,
 * a jump or a test by the session itself (one mark says nothing of volume).
 */
function coversExercise(session: PlannedSession, activity: LoggedActivity): boolean {
  if (activity.activity_type !== 'EXERCISE' || activity.exercise !== session.exercise) return false;
  if (isTest(session)) return true;
  const { totalReps, sets } = session.volume;
  if (session.exercise === 'flexao' || session.exercise === 'abdominal')
    return (
      totalReps === undefined ||
      activity.value_primary === null ||
      activity.value_primary >= MATCH_TOLERANCE * totalReps
    );
  if (session.exercise === 'sprint' || session.exercise === 'shuttle_run')
    return sets === undefined || activity.sets == null || activity.sets >= MATCH_TOLERANCE * sets;
  return true;
}

/**
 * Whether the activity's volume is enough for the session (what it does not report is not held
 * against it). An EXERCISE completes the session of its exercise (an exam's plan); an isometria the
 * isometric bar's.
 */
export function coversVolume(session: PlannedSession, activity: LoggedActivity, isHangPlan = false): boolean {
  if (isIsometria(activity)) return coversHold(session, activity, isHangPlan);
  if (session.type === 'EXERCISE') return coversExercise(session, activity);
  if (activity.activity_type !== session.type) return false;
  const minutes = minutesOf(activity);
  if (session.kind === 'teste_2400') return (activity.value_primary ?? 0) >= TRIAL_MIN_M;
  if (session.kind === 'teste_cooper') return minutes === null || minutes >= COOPER_MIN - 0.01;
  if (session.type === 'BARRA') {
    const planned = session.volume.totalReps;
    if (planned !== undefined && activity.value_primary !== null)
      return activity.value_primary >= MATCH_TOLERANCE * planned;
    return minutes === null || minutes >= MATCH_TOLERANCE * session.volume.durationMin;
  }
  const byTime = minutes !== null && minutes >= MATCH_TOLERANCE * session.volume.durationMin;
  const plannedM = session.volume.distanceM;
  const byDistance =
    plannedM !== undefined &&
    activity.value_primary !== null &&
    activity.value_primary >= MATCH_TOLERANCE * plannedM;
  if (minutes === null && activity.value_primary === null) return true;
  return byTime || byDistance;
}

const byDateThenId =
  <T extends { id: string }>(date: (x: T) => string) =>
  (x: T, y: T) =>
    date(x).localeCompare(date(y)) || x.id.localeCompare(y.id);

/**
 * Which activity completes which session: each at most once; same-day pairs first, then the
 * nearest date in the week (a tie: the earlier session). Deterministic.
 */
export function matchSessions(week: PlanWeek, activities: readonly LoggedActivity[]): SessionMatch[] {
  const inWeek = activities
    .filter((a) => a.workout_date >= week.start && a.workout_date <= week.end)
    .sort(byDateThenId((a) => a.workout_date));
  const sessions = [...week.sessions].sort(byDateThenId((s) => s.date));
  const usedSessions = new Set<string>();
  const usedActivities = new Set<string>();
  const hangPlan = isHangWeek(week);
  const matches: SessionMatch[] = [];
  for (const sameDayOnly of [true, false]) {
    for (const activity of inWeek) {
      if (usedActivities.has(activity.id)) continue;
      let best: PlannedSession | undefined;
      let bestGap = Number.POSITIVE_INFINITY;
      for (const session of sessions) {
        if (usedSessions.has(session.id) || !coversVolume(session, activity, hangPlan)) continue;
        const gap = Math.abs(daysBetween(session.date, activity.workout_date));
        if (sameDayOnly && gap !== 0) continue;
        if (gap < bestGap) {
          best = session;
          bestGap = gap;
        }
      }
      if (best) {
        usedSessions.add(best.id);
        usedActivities.add(activity.id);
        matches.push({ sessionId: best.id, activityId: activity.id });
      }
    }
  }
  return matches;
}

const PRIORITY: Record<SessionKind, number> = {
  teste_2400: 0,
  teste_natacao: 0,
  teste_barra: 0,
  intervalado_vam: 1,
  intervalado_30_30: 1,
  ritmo_alvo_corrida: 1,
  ritmo_alvo_natacao: 1,
  barra_volume: 1,
  barra_lastrada: 1,
  barra_negativas: 1,
  isometria_barra: 1,
  tempo_lt2: 2,
  tecnica_natacao: 2,
  rodagem_z2: 3,
  aerobio_natacao: 3,
  barra_gtg: 3,
  teste_cooper: 0,
  flexao_teste: 0,
  abdominal_teste: 0,
  sprint_teste: 0,
  impulsao_teste: 0,
  salto_altura_teste: 0,
  shuttle_teste: 0,
  ritmo_alvo_cooper: 1,
  flexao_progressao: 1,
  flexao_series: 1,
  abdominal_series: 1,
  sprint_maximo: 1,
  sprint_lancado: 1,
  sprint_aceleracao: 1,
  impulsao_treino: 1,
  salto_altura_treino: 1,
  shuttle_treino: 1,
};

export interface ReshuffledSession extends PlannedSession {
  /** The date the plan first gave it, when it moved. */
  movedFrom?: string;
}

export interface WeekStatus {
  done: { session: PlannedSession; activityId: string }[];
  /** Still to do, at most one a day, on dates from today to the week's last session date. */
  upcoming: ReshuffledSession[];
  /** Did not fit in the days left: the lowest priority goes first (easy before quality before tests). */
  dropped: PlannedSession[];
}

/** Whether an activity trains what the week plans: a run, swim or bar, or an exercise it has a session of. */
function isPlanned(week: PlanWeek, activity: LoggedActivity): boolean {
  if (PLAN_TYPES.has(activity.activity_type)) return true;
  if (isIsometria(activity) && isHangWeek(week)) return true;
  return (
    activity.activity_type === 'EXERCISE' &&
    week.sessions.some((s) => s.exercise !== undefined && s.exercise === activity.exercise)
  );
}

/**
 * The week as 'Esta semana' shows it on `today`: done sessions, the rest on free days (a day with a
 * logged activity of the plan's types is not free), and what no longer fits.
 */
export function reshuffleWeek(
  week: PlanWeek,
  activities: readonly LoggedActivity[],
  today: string,
): WeekStatus {
  const matches = matchSessions(week, activities);
  const doneIds = new Map(matches.map((m) => [m.sessionId, m.activityId]));
  const done = week.sessions
    .filter((s) => doneIds.has(s.id))
    .map((session) => ({ session, activityId: doneIds.get(session.id) ?? '' }));
  const trained = new Set(activities.filter((a) => isPlanned(week, a)).map((a) => a.workout_date));
  const first = today > week.start ? today : week.start;
  const freeDays = datesFrom(first, week.lastSessionDate).filter((d) => !trained.has(d));
  const pending = week.sessions
    .filter((s) => !doneIds.has(s.id))
    .sort((x, y) => PRIORITY[x.kind] - PRIORITY[y.kind] || byDateThenId<PlannedSession>((s) => s.date)(x, y));
  const kept = pending.slice(0, freeDays.length);
  const dropped = pending.slice(freeDays.length);
  const taken = new Set<string>();
  const upcoming: ReshuffledSession[] = [];
  // Sessions still on a free day stay there; the others take the earliest free days, by priority.
  for (const session of kept) {
    if (freeDays.includes(session.date) && !taken.has(session.date)) {
      taken.add(session.date);
      upcoming.push(session);
    }
  }
  for (const session of kept) {
    if (upcoming.includes(session)) continue;
    const day = freeDays.find((d) => !taken.has(d));
    if (!day) continue;
    taken.add(day);
    upcoming.push({ ...session, date: day, movedFrom: session.date });
  }
  upcoming.sort(byDateThenId((s) => s.date));
  return { done, upcoming, dropped };
}
