import type { EventTarget } from '@prontidao/domain/training-plan/exam-targets';
import type { GoalTest, PlanView } from '../api/plan-view';
import { emptyPlan, okPlan, session } from './plan-fixtures';

// A Polícia Penal DF candidate's plan (decision 047): the exam's events as she does them, each with
// its pass mark, and sessions of the exam's own exercises with their sources.

const event = (
  fields: Pick<EventTarget, 'key' | 'label' | 'measure' | 'passMark' | 'text'> & Partial<EventTarget>,
): EventTarget => ({
  goal: 'apto',
  targetMark: fields.passMark,
  current: null,
  isMet: false,
  gap: 1,
  track: null,
  ...fields,
});

export const examTargets: EventTarget[] = [
  event({
    key: 'barra',
    label: 'Teste estático de barra fixa',
    measure: 'seconds_hang',
    passMark: 25,
    track: 'BARRA',
    current: { mark: 27, passed: true },
    isMet: true,
    text: 'Teste estático de barra fixa: 25 s para passar',
  }),
  event({
    key: 'flexao_braco',
    label: 'Flexão de braço com apoio (solo)',
    measure: 'reps',
    passMark: 18,
    track: 'flexao',
    text: 'Flexão de braço com apoio (solo): 18 repetições para passar',
  }),
  event({
    key: 'corrida_12min',
    label: 'Corrida de 12 minutos',
    measure: 'metres_in_time',
    passMark: 2000,
    timeWindowS: 720,
    track: 'RUN',
    text: 'Corrida de 12 minutos: 2.000 m em 12 minutos para passar',
  }),
];

/** The exam's events as the settings form offers them: the pass mark or the margin. */
export const examGoalTests: GoalTest[] = [
  {
    key: 'barra',
    label: 'Teste estático de barra fixa',
    current_grade: null,
    suggested_goal: 'folga',
    suggested_text: 'passar com folga (29 s)',
    kind: 'pass_mark',
    pass_marks: { apto: '25 s', folga: '29 s' },
    current_text: '27 s',
  },
  {
    key: 'flexao_braco',
    label: 'Flexão de braço com apoio (solo)',
    current_grade: null,
    suggested_goal: 'apto',
    suggested_text: 'passar (18 repetições)',
    kind: 'pass_mark',
    pass_marks: { apto: '18 repetições', folga: '20 repetições' },
    current_text: '12 repetições',
  },
  {
    key: 'corrida_12min',
    label: 'Corrida de 12 minutos',
    current_grade: null,
    suggested_goal: 'apto',
    suggested_text: 'passar (2.000 m em 12 minutos)',
    kind: 'pass_mark',
    pass_marks: { apto: '2.000 m em 12 minutos', folga: '2.080 m em 12 minutos' },
    current_text: null,
  },
];

const ACSM =
  'ACSM, “Progression models in resistance training for healthy adults”, Med Sci Sports Exerc 2009;41:687–708';

export function examPlan(overrides: Partial<PlanView> = {}): PlanView {
  const plan = okPlan();
  return {
    ...plan,
    goal_tests: examGoalTests,
    targets: examTargets,
    projection: [],
    this_week: {
      week_start: '2026-03-02',
      sessions: [
        session({
          id: 'w1-1',
          type: 'EXERCISE',
          exercise: 'flexao',
          kind: 'flexao_series',
          title: 'Flexão: séries submáximas',
          what: '4 × 7 flexões (60% do seu máximo), pausa de 60 a 90 s.',
          volume: { durationMin: 30, sets: 4, reps: 7, totalReps: 28 },
          intensity: { rpe: [6, 8], label: 'Esforço 6 a 8 de 10 (sempre sobrando 2 ou 3 repetições)' },
          why: 'Séries abaixo do máximo, com pausas curtas, aumentam as repetições que você sustenta.',
          source: ACSM,
        }),
        session({
          id: 'w1-2',
          kind: 'ritmo_alvo_cooper',
          date: '2026-03-04',
          title: 'Blocos no ritmo dos 12 minutos',
          what: '3 × 3 min no ritmo-alvo (500 m a cada 3 min, 6:00 /km) com 1 min de trote.',
          volume: { durationMin: 30, sets: 3 },
          intensity: { paceMinPerKm: [6, 6], rpe: [7, 8], label: 'Ritmo-alvo dos 12 minutos — 6:00 /km' },
          why: 'Blocos de 3 minutos no ritmo exato ensinam a dividir o esforço por igual.',
          source: 'Daniels, Daniels’ Running Formula, 3ª ed., Human Kinetics, 2014',
        }),
      ],
      dropped: [],
    },
    ...overrides,
  };
}

export const examNeedsSettings = (): PlanView => ({
  ...emptyPlan('needs_settings'),
  goal_tests: examGoalTests,
});
