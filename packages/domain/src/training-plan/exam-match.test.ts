import { describe, expect, it } from 'vitest';
import { examById } from '../exams/catalogue/index';
import { eventLogFor } from '../training/exam-event-log';
import type { ExerciseKind } from '../training/exercise-kinds';
import { type LoggedActivity, matchSessions, reshuffleWeek } from './match-sessions';
import { sessionTypeOf, trackOfLog } from './plan-tracks';
import type { PlannedSession, PlanSessionType, PlanWeek, SessionKind } from './plan-types';

// Decision 047: what the training log records for an exam's event (decision 046, eventLogFor)
// completes that event's plan sessions — a flexão série the flexão session, a sprint the sprints,
// a Cooper test the 12-minute test — at 75 % of the planned volume, as runs and swims do.

const session = (
  id: string,
  type: PlanSessionType,
  kind: SessionKind,
  date: string,
  volume: PlannedSession['volume'],
  exercise?: ExerciseKind,
): PlannedSession => ({
  id,
  type,
  ...(exercise ? { exercise } : {}),
  kind,
  date,
  title: kind,
  what: '',
  volume,
  intensity: { rpe: [6, 8], label: '' },
  why: '',
});

// Monday 2026-03-09 to Sunday 2026-03-15: an exam's week (Polícia Penal DF-like, with a sprint).
const week: PlanWeek = {
  index: 2,
  start: '2026-03-09',
  end: '2026-03-15',
  block: 'construcao',
  volumeFactor: 1,
  isTestWeek: false,
  availableDays: 7,
  lastSessionDate: '2026-03-15',
  loadMinutes: 180,
  sessions: [
    session(
      'w2-1',
      'EXERCISE',
      'flexao_series',
      '2026-03-09',
      { durationMin: 30, sets: 4, reps: 9, totalReps: 36 },
      'flexao',
    ),
    session('w2-2', 'RUN', 'teste_cooper', '2026-03-10', { durationMin: 30 }),
    session(
      'w2-3',
      'EXERCISE',
      'abdominal_series',
      '2026-03-11',
      { durationMin: 30, sets: 4, reps: 15, totalReps: 60 },
      'abdominal',
    ),
    session(
      'w2-4',
      'EXERCISE',
      'sprint_lancado',
      '2026-03-12',
      { durationMin: 32, sets: 4, repDistanceM: 40, restSeconds: 180 },
      'sprint',
    ),
    session('w2-5', 'EXERCISE', 'impulsao_treino', '2026-03-13', { durationMin: 30, sets: 11 }, 'impulsao'),
    session('w2-6', 'BARRA', 'barra_volume', '2026-03-14', {
      durationMin: 30,
      sets: 4,
      reps: 3,
      totalReps: 12,
    }),
  ],
};

let n = 0;
function exercise(
  exerciseKind: ExerciseKind | null,
  date: string,
  fields: Partial<LoggedActivity> = {},
): LoggedActivity {
  n += 1;
  return {
    id: `a${n}`,
    activity_type: exerciseKind ? 'EXERCISE' : 'RUN',
    workout_date: date,
    value_primary: null,
    value_secondary: null,
    duration_minutes: null,
    exercise: exerciseKind,
    sets: null,
    ...fields,
  };
}

const matched = (activities: LoggedActivity[]) =>
  Object.fromEntries(matchSessions(week, activities).map((m) => [m.sessionId, m.activityId]));

describe('a logged exercise completes the session of its exercise', () => {
  it('flexão and abdominal from 75 % of the planned repetitions', () => {
    const enough = exercise('flexao', '2026-03-09', { value_primary: 27, sets: 4 });
    const short = exercise('abdominal', '2026-03-11', { value_primary: 44, sets: 4 });
    expect(matched([enough, short])).toEqual({ 'w2-1': enough.id });
    const abdominal = exercise('abdominal', '2026-03-11', { value_primary: 45 });
    expect(matched([abdominal])).toEqual({ 'w2-3': abdominal.id });
  });

  it('sprints from 75 % of the tiros; jumps by the session; never another exercise’s session', () => {
    const twoTiros = exercise('sprint', '2026-03-12', { value_primary: 50, value_secondary: 7.9, sets: 2 });
    const threeTiros = exercise('sprint', '2026-03-12', { value_primary: 50, value_secondary: 7.9, sets: 3 });
    const jump = exercise('impulsao', '2026-03-13', { value_primary: 185 });
    const shuttle = exercise('shuttle_run', '2026-03-13', { value_secondary: 10 });
    expect(matched([twoTiros])).toEqual({});
    expect(matched([threeTiros, jump, shuttle])).toEqual({ 'w2-4': threeTiros.id, 'w2-5': jump.id });
  });

  it('what is not reported is not held against it; any date of the week', () => {
    const flexao = exercise('flexao', '2026-03-15', { value_primary: null });
    expect(matched([flexao])).toEqual({ 'w2-1': flexao.id });
  });

  it('a Cooper test (a run of 12:00) completes the 12-minute test; a 10-minute run does not', () => {
    const cooper = exercise(null, '2026-03-10', { value_primary: 2300, value_secondary: 720 });
    const short = exercise(null, '2026-03-10', { value_primary: 2000, value_secondary: 600 });
    expect(matched([short])).toEqual({});
    expect(matched([cooper])).toEqual({ 'w2-2': cooper.id });
  });

  it('a day with an exercise the week plans is not free; one the week has no session of leaves it free', () => {
    const shuttle = exercise('shuttle_run', '2026-03-09', { value_secondary: 10 });
    const flexao = exercise('flexao', '2026-03-10', { value_primary: 10 });
    const status = reshuffleWeek(week, [shuttle, flexao], '2026-03-09');
    const days = status.upcoming.map((s) => s.date);
    expect(days).toContain('2026-03-09');
    expect(days).not.toContain('2026-03-10');
  });
});

describe('every event of the shipped exams maps to a track whose sessions its log completes', () => {
  it.each([
    'pmesp-2025-soldado',
    'ppdf-taf',
    'pmpb-2023-soldado',
    'bmrs-2022-soldado',
    'pmpa-2021',
    'prf-2021',
  ])('%s', (id) => {
    const exam = examById(id);
    for (const event of exam?.events ?? []) {
      for (const standard of event.standards.length ? event.standards : [undefined]) {
        const log = eventLogFor({
          key: event.key,
          measure: standard?.measure ?? null,
          distanceM: event.distanceM,
          timeWindowS: event.timeWindowS,
        });
        const track = trackOfLog(log);
        expect(track, event.key).not.toBeNull();
        if (!track || !log) continue;
        const { type, exercise: kind } = sessionTypeOf(track);
        // The session's type is what is logged; an isometria completes the bar's hold sessions.
        if (log.exercise === 'isometria') expect(type).toBe('BARRA');
        else {
          expect(type).toBe(log.type);
          expect(kind ?? null).toBe(log.exercise);
        }
      }
    }
  });
});
