import type { PlannedSession } from '@prontidao/domain/training-plan/plan-types';
import type { PlanView, PlanViewWeek, WeekAdjustment } from '@/components/training-plan/plan-view';
import { planDay, planWeekOf } from '@/testing/plan-week';

// A student's plan as get_training_plan answers it, for the trainer's plan page tests.

const session = (id: string, date: string, overrides: Partial<PlannedSession> = {}): PlannedSession => ({
  id,
  type: 'RUN',
  kind: 'rodagem_z2',
  date,
  title: 'Rodagem leve (Z2)',
  what: '30 min contínuos em ritmo confortável.',
  volume: { durationMin: 30 },
  intensity: { zone: 'Z2', rpe: [3, 4], label: 'Esforço 3 a 4 de 10 (dá para conversar)' },
  why: 'Constrói a base aeróbia.',
  ...overrides,
});

const swim = (id: string, date: string) =>
  session(id, date, {
    type: 'SWIM',
    kind: 'tecnica_natacao',
    title: 'Técnica e respiração',
    what: 'Aquecimento: 200 m soltos. Educativos.',
    volume: { durationMin: 30, distanceM: 800 },
  });

export const planWeek = (index: number, overrides: Partial<PlanViewWeek> = {}): PlanViewWeek =>
  planWeekOf(
    index,
    [session(`w${index}-1`, planDay(index, 1)), swim(`w${index}-2`, planDay(index, 3))],
    overrides,
  );

export const adjustment = (overrides: Partial<WeekAdjustment> = {}): WeekAdjustment => ({
  by_name: 'Tiago Treinador',
  at: '2026-03-04T13:00:00.000Z',
  volume_percent: 70,
  removed: [{ date: '2026-03-10', kind: 'rodagem_z2', title: 'Rodagem leve (Z2)' }],
  note: 'Semana de provas: menos volume.',
  ...overrides,
});

export function studentPlan(overrides: Partial<PlanView> = {}): PlanView {
  const first = planWeek(1);
  return {
    status: 'ok',
    message: null,
    settings: { sessions_per_week: 2, goal: 'apto' },
    goal_tests: [],
    entitled: true,
    targets: [],
    weeks: [first, planWeek(2), planWeek(3, { block: 'polimento' })],
    this_week: {
      week_start: first.start,
      sessions: first.sessions.map((s) => ({ ...s, done: false, activity_id: null, moved_from: null })),
      dropped: [],
    },
    projection: [],
    days_left: 20,
    is_reta_final: true,
    ...overrides,
  };
}

/** Week 2 as adjusted by `adjustment()`: its run (tue 10/03) taken out. */
export function adjustedWeek2(): PlanViewWeek {
  const week = planWeek(2);
  return { ...week, sessions: week.sessions.slice(1), adjustment: adjustment() };
}
