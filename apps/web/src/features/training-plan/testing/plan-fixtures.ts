import type { PlannedSession } from '@prontidao/domain/training-plan/plan-types';
import type { TestTarget } from '@prontidao/domain/training-plan/targets';
import type { RpcInput } from '@/lib/rpc';
import { rpcHandler } from '@/testing/msw-server';
import { planDay, planWeekOf } from '@/testing/plan-week';
import type { GoalTest, PlanView, PlanViewWeek, WeekSession } from '../api/plan-view';

export const runTarget: TestTarget = {
  key: 'corrida_2400',
  label: 'Corrida',
  measure: 'seconds_time',
  better: 'lower',
  distanceM: 2400,
  goalGrade: 7,
  targetMark: 604,
  targetGrade: 7,
  minimumMark: 780,
  current: { mark: 640, grade: 6 },
  isMet: false,
  text: 'Corrida: 10:04 para nota 7',
};

export const barTarget: TestTarget = {
  key: 'barra',
  label: 'Barra',
  measure: 'reps',
  better: 'higher',
  goalGrade: 7,
  targetMark: 9,
  targetGrade: 7.2,
  minimumMark: 2,
  current: { mark: 10, grade: 8 },
  isMet: true,
  text: 'Barra: 9 repetições para nota 7,2',
};

/** The edital's tests as the settings form offers them, each with its suggested goal. */
export const goalTests: GoalTest[] = [
  { key: 'barra', label: 'Barra', current_grade: 8, suggested_goal: 9, suggested_text: 'nota 9 (ouro)' },
  {
    key: 'corrida_2400',
    label: 'Corrida',
    current_grade: 2,
    suggested_goal: 'apto',
    suggested_text: 'apto com margem',
  },
  {
    key: 'natacao_100m',
    label: 'Natação',
    current_grade: null,
    suggested_goal: 'apto',
    suggested_text: 'apto com margem',
  },
];

export function session(overrides: Partial<WeekSession> = {}): WeekSession {
  return {
    id: 'w1-1',
    type: 'RUN',
    kind: 'intervalado_vam',
    date: '2026-03-02',
    title: 'Intervalado na VAM',
    what: 'Aquecimento de 15 min, 6 tiros de 2 min, 10 min leves.',
    volume: { durationMin: 45, distanceM: 6400 },
    intensity: { zone: 'Z4', rpe: [8, 9], label: 'Z4 — 3:50 a 4:05 /km nos tiros' },
    why: 'Tiros perto da VAM elevam o teto aeróbio.',
    done: false,
    activity_id: null,
    moved_from: null,
    ...overrides,
  };
}

const planned = (id: string, date: string, title: string): PlannedSession => {
  const { done: _done, activity_id: _activity, moved_from: _moved, ...rest } = session({ id, date, title });
  return rest;
};

export const week = (index: number, overrides: Partial<PlanViewWeek> = {}): PlanViewWeek =>
  planWeekOf(index, [planned(`w${index}-1`, planDay(index, 1), 'Rodagem leve em Z2')], overrides);

/** An Avançado candidate's plan: two blocks, this week's two sessions (one done). */
export function okPlan(overrides: Partial<PlanView> = {}): PlanView {
  return {
    status: 'ok',
    message: null,
    settings: { sessions_per_week: 4, goal: 'apto' },
    goal_tests: goalTests,
    entitled: true,
    targets: [runTarget, barTarget],
    weeks: [week(1), week(2), week(3, { block: 'construcao', isTestWeek: true })],
    this_week: {
      week_start: '2026-03-02',
      sessions: [
        session({ done: true, activity_id: 'a1' }),
        session({
          id: 'w1-2',
          type: 'BARRA',
          kind: 'barra_negativas',
          date: '2026-03-04',
          title: 'Negativas na barra',
          what: 'Suba com ajuda e desça em 5 s.',
          volume: { durationMin: 20, sets: 5, reps: 3 },
          intensity: { rpe: [7, 8], label: 'Esforço 7–8 de 10' },
          why: 'A fase excêntrica constrói força para a primeira repetição.',
          moved_from: '2026-03-03',
        }),
      ],
      dropped: [],
    },
    projection: [
      {
        key: 'corrida_2400',
        label: 'Corrida',
        text: 'Estimativa para o TAF: 11:05 (entre 10:40 e 11:30), nota 6,5 a 7,8',
        measure: 'seconds_time',
        expected_mark: 665,
        worse_mark: 690,
        better_mark: 640,
        expected_grade: 7.1,
        low_grade: 6.5,
        high_grade: 7.8,
        advice: null,
        previous_expected_grade: 6.5,
      },
      {
        key: 'barra',
        label: 'Barra',
        text: 'Estimativa para o TAF: cerca de 14 repetições (entre 13 e 15), nota 10',
        measure: 'reps',
        expected_mark: 14,
        worse_mark: 13,
        better_mark: 15,
        expected_grade: 10,
        low_grade: 10,
        high_grade: 10,
        advice: null,
        previous_expected_grade: null,
      },
    ],
    days_left: 90,
    is_reta_final: false,
    ...overrides,
  };
}

/** A plan with no plan yet: status and message, nothing else. */
export const emptyPlan = (status: PlanView['status'], message: string | null = null): PlanView => ({
  status,
  message,
  settings: null,
  goal_tests: goalTests,
  entitled: false,
  targets: [],
  weeks: [],
  this_week: null,
  projection: [],
  days_left: null,
  is_reta_final: false,
});

/** Answers a plan call (typed by the call catalogue) and keeps the inputs it was sent. */
export function planHandler<N extends 'get_training_plan' | 'set_training_plan_settings'>(
  name: N,
  answer: (input: RpcInput<N>) => PlanView,
  calls: unknown[] = [],
) {
  return rpcHandler(name, (input) => {
    calls.push(input);
    return answer(input);
  });
}
