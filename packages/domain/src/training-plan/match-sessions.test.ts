import { describe, expect, it } from 'vitest';
import { type LoggedActivity, matchSessions, reshuffleWeek } from './match-sessions';
import type { PlannedSession, PlanSessionType, PlanWeek, SessionKind } from './plan-types';

const session = (
  id: string,
  type: PlanSessionType,
  kind: SessionKind,
  date: string,
  volume: PlannedSession['volume'],
): PlannedSession => ({
  id,
  type,
  kind,
  date,
  title: kind,
  what: '',
  volume,
  intensity: { rpe: [3, 4], label: '' },
  why: '',
});

// Monday 2026-03-09 to Sunday 2026-03-15.
const week: PlanWeek = {
  index: 2,
  start: '2026-03-09',
  end: '2026-03-15',
  block: 'construcao',
  volumeFactor: 1,
  isTestWeek: false,
  availableDays: 7,
  lastSessionDate: '2026-03-15',
  loadMinutes: 120,
  sessions: [
    session('w2-1', 'RUN', 'intervalado_vam', '2026-03-09', { durationMin: 40, sets: 4 }),
    session('w2-2', 'SWIM', 'ritmo_alvo_natacao', '2026-03-11', { durationMin: 30, distanceM: 700 }),
    session('w2-3', 'BARRA', 'barra_volume', '2026-03-13', {
      durationMin: 30,
      sets: 4,
      reps: 6,
      totalReps: 24,
    }),
    session('w2-4', 'RUN', 'rodagem_z2', '2026-03-14', { durationMin: 30, distanceM: 4000 }),
  ],
};

const activity = (
  id: string,
  type: LoggedActivity['activity_type'],
  date: string,
  primary: number | null,
  minutes: number | null,
): LoggedActivity => ({
  id,
  activity_type: type,
  workout_date: date,
  value_primary: primary,
  value_secondary: null,
  duration_minutes: minutes,
});

describe('matchSessions', () => {
  it('marks a session done by type, date in the week and volume within 75 %', () => {
    const matches = matchSessions(week, [
      activity('a1', 'RUN', '2026-03-09', 6000, 42),
      activity('a2', 'SWIM', '2026-03-12', 550, null), // a day late, 550 m ≥ 75 % of 700 m
      activity('a3', 'BARRA', '2026-03-13', 17, null), // 17 < 75 % of 24 reps
      activity('a4', 'RUN', '2026-03-16', 5000, 30), // next week
      activity('a5', 'RIDE', '2026-03-14', 20000, 60), // not a plan type
    ]);
    expect(matches).toEqual([
      { sessionId: 'w2-1', activityId: 'a1' },
      { sessionId: 'w2-2', activityId: 'a2' },
    ]);
  });

  it('prefers the session of the same day, then the nearest', () => {
    const matches = matchSessions(week, [
      activity('a1', 'RUN', '2026-03-14', 4000, 31),
      activity('a2', 'RUN', '2026-03-10', 5000, 35),
    ]);
    expect(matches).toEqual([
      { sessionId: 'w2-4', activityId: 'a1' },
      { sessionId: 'w2-1', activityId: 'a2' },
    ]);
  });

  it('a short activity does not count; one activity completes one session', () => {
    // 23 min reach 75 % of the 30 min easy run, not of the 40 min intervals.
    expect(matchSessions(week, [activity('a1', 'RUN', '2026-03-09', 2000, 23)])).toEqual([
      { sessionId: 'w2-4', activityId: 'a1' },
    ]);
    expect(matchSessions(week, [activity('a1', 'RUN', '2026-03-09', 1000, 10)])).toEqual([]);
  });
});

describe('reshuffleWeek', () => {
  it('moves missed sessions to free days, one a day, keeping the others in place', () => {
    // Thursday: Monday's intervals and Wednesday's swim were missed.
    const status = reshuffleWeek(week, [], '2026-03-12');
    expect(status.done).toEqual([]);
    expect(status.dropped).toEqual([]);
    expect(status.upcoming.map((s) => [s.id, s.date, s.movedFrom])).toEqual([
      ['w2-1', '2026-03-12', '2026-03-09'],
      ['w2-3', '2026-03-13', undefined],
      ['w2-4', '2026-03-14', undefined],
      ['w2-2', '2026-03-15', '2026-03-11'],
    ]);
  });

  it('never piles up: what does not fit is dropped, easy sessions first', () => {
    // Saturday, nothing done: two days left for four sessions.
    const status = reshuffleWeek(week, [], '2026-03-14');
    expect(status.upcoming.map((s) => s.id)).toEqual(['w2-1', 'w2-2']);
    expect(new Set(status.upcoming.map((s) => s.date)).size).toBe(2);
    expect(status.dropped.map((s) => s.id)).toEqual(['w2-3', 'w2-4']);
  });

  it('a day with a logged activity is not free, and done sessions stay done', () => {
    const status = reshuffleWeek(week, [activity('a1', 'RUN', '2026-03-14', 5000, 30)], '2026-03-14');
    expect(status.done.map((d) => [d.session.id, d.activityId])).toEqual([['w2-4', 'a1']]);
    expect(status.upcoming.map((s) => [s.id, s.date])).toEqual([['w2-1', '2026-03-15']]);
    expect(status.dropped.map((s) => s.id)).toEqual(['w2-2', 'w2-3']);
  });

  it('is deterministic', () => {
    const activities = [activity('a2', 'SWIM', '2026-03-11', 800, 30)];
    expect(reshuffleWeek(week, activities, '2026-03-12')).toEqual(
      reshuffleWeek(week, activities, '2026-03-12'),
    );
  });
});

describe('TAF exercises and the plan (decision 046)', () => {
  const exercise = (
    id: string,
    date: string,
    kind: NonNullable<LoggedActivity['exercise']>,
    primary: number | null,
    sets: number | null = null,
  ): LoggedActivity => ({
    ...activity(id, 'EXERCISE', date, primary, null),
    exercise: kind,
    sets,
  });
  const hangWeek: PlanWeek = {
    ...week,
    sessions: [
      session('w2-1', 'BARRA', 'isometria_barra', '2026-03-10', {
        durationMin: 20,
        sets: 5,
        holdSeconds: 20,
      }),
      session('w2-2', 'BARRA', 'teste_barra', '2026-03-12', { durationMin: 10, sets: 1 }),
      session('w2-3', 'RUN', 'rodagem_z2', '2026-03-14', { durationMin: 30, distanceM: 4000 }),
    ],
  };

  it('an isometria completes a hold session when its seconds reach 75 %, and the hang test', () => {
    // 4 × 20 s = 80 s of the planned 5 × 20 s: 80 % ≥ 75 %.
    expect(matchSessions(hangWeek, [exercise('e1', '2026-03-10', 'isometria', 20, 4)])).toEqual([
      { sessionId: 'w2-1', activityId: 'e1' },
    ]);
    // 3 × 20 s = 60 % falls short of the holds, but counts as the test.
    expect(matchSessions(hangWeek, [exercise('e1', '2026-03-10', 'isometria', 20, 3)])).toEqual([
      { sessionId: 'w2-2', activityId: 'e1' },
    ]);
  });

  it('other exercises complete nothing and leave the day free; an isometria is no bar test of a reps plan', () => {
    const others = [
      exercise('e1', '2026-03-13', 'flexao', 60, 3),
      exercise('e2', '2026-03-13', 'sprint', 50),
      exercise('e3', '2026-03-13', 'isometria', 30),
    ];
    expect(matchSessions(week, others)).toEqual([]);
    const repsTestWeek = {
      ...week,
      sessions: [session('w2-9', 'BARRA', 'teste_barra', '2026-03-13', { durationMin: 10, sets: 1 })],
    };
    expect(matchSessions(repsTestWeek, others)).toEqual([]);
    const status = reshuffleWeek(week, others, '2026-03-13');
    expect(status.done).toEqual([]);
    expect(status.upcoming.map((s) => s.date)).toContain('2026-03-13');
  });

  it('an isometria takes its day in a plan for the isometric bar', () => {
    const status = reshuffleWeek(hangWeek, [exercise('e1', '2026-03-10', 'isometria', 5)], '2026-03-10');
    // 5 s is short of the holds; it counts as the hang test.
    expect(status.done.map((d) => d.session.kind)).toEqual(['teste_barra']);
    expect(status.upcoming.map((s) => s.date)).not.toContain('2026-03-10');
  });
});
