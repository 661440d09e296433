import type { ExamCandidate } from '@prontidao/domain/exams/grade-exam';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import type { GradingProfile } from '@prontidao/domain/scoring/select-table';
import { suggestExamGoals } from '@prontidao/domain/training-plan/exam-goal-suggestion';
import { type ExamGoal, isExamGoal } from '@prontidao/domain/training-plan/exam-targets';
import { describeGoal, suggestGoals } from '@prontidao/domain/training-plan/goal-suggestion';
import type { PlanGoal } from '@prontidao/domain/training-plan/targets';
import { goalKeysOf, type PlanRules } from './plan-rules.js';

// The plan's goal (decision 036, 'A goal per test'): one for every test, as first stored, or one
// per test key of the person's edital, in the same jsonb column. Read back leniently: what is not
// a goal is dropped, and a test without one aims at 'apto'. An exam's events (decision 047) take
// 'apto' (the pass mark) or 'folga' (past it); an edital's tests 'apto', 'medalha' or a grade.

export type GoalValue = PlanGoal | ExamGoal;
export type StoredGoal = GoalValue | Record<string, GoalValue>;

/** A test the settings form offers a goal for, with the goal suggested from the latest result. */
export interface GoalTestView {
  key: string;
  /** As the person's sex does it (an exam's event: 'Isometria na barra fixa'). */
  label: string;
  /** The grade of the latest simulation's result, or null (always null for an exam's event). */
  current_grade: number | null;
  suggested_goal: GoalValue;
  /** pt-BR: 'apto com margem', 'medalha (bronze, nota 5)', 'passar com folga (15 repetições)'. */
  suggested_text: string;
  /** Only on an exam's event: its goals are 'apto' and 'folga' (decision 047). */
  kind?: 'pass_mark';
  /** An exam's event: what each goal asks ('13 repetições', '15 repetições'); null without a pass mark. */
  pass_marks?: { apto: string; folga: string } | null;
  /** An exam's event: the latest result in its words ('11 repetições'), or null. */
  current_text?: string | null;
}

const isGoal = (value: unknown): value is GoalValue =>
  value === 'apto' ||
  value === 'medalha' ||
  value === 'folga' ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 10);

/** A stored goal read back; anything unexpected is 'apto', a per-test map keeps its valid entries. */
export function readGoal(value: unknown): StoredGoal {
  if (isGoal(value)) return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'apto';
  const goals: Record<string, GoalValue> = {};
  for (const [key, goal] of Object.entries(value)) if (isGoal(goal)) goals[key] = goal;
  return Object.keys(goals).length > 0 ? goals : 'apto';
}

/** The goal as an edital reads it: an exam's 'folga' (the person changed edital) aims at apto. */
export function editalGoalOf(goal: StoredGoal): PlanGoal | Record<string, PlanGoal> {
  const own = (value: GoalValue): PlanGoal => (value === 'folga' ? 'apto' : value);
  if (typeof goal !== 'object') return own(goal);
  return Object.fromEntries(Object.entries(goal).map(([key, value]) => [key, own(value)]));
}

/** The keys of a per-test goal that the edital or exam has no test for (none for a single goal). */
export function unknownGoalKeys(goal: StoredGoal, rules: PlanRules): string[] {
  if (typeof goal !== 'object') return [];
  const keys = new Set(goalKeysOf(rules).map((test) => test.key));
  return Object.keys(goal).filter((key) => !keys.has(key));
}

/** The goal values that do not fit the rules: 'folga' for an edital; 'medalha' or a grade for an exam. */
export function misfitGoals(goal: StoredGoal, rules: PlanRules): GoalValue[] {
  const values = typeof goal === 'object' ? Object.values(goal) : [goal];
  return values.filter((value) => (rules.format === 'exam' ? !isExamGoal(value) : value === 'folga'));
}

/**
 * The edital's tests with a suggested goal each (domain goal-suggestion.ts). Without a sex, or a
 * table for it, every test suggests 'apto' and has no current grade.
 */
export function goalTestsOf(
  edital: Edital,
  profile: GradingProfile | null,
  current: Readonly<Record<string, number | undefined>>,
): GoalTestView[] {
  const suggested = profile ? suggestGoals({ edital, profile, current }) : null;
  if (suggested?.ok)
    return suggested.suggestions.map((s) => ({
      key: s.key,
      label: s.label,
      current_grade: s.currentGrade,
      suggested_goal: s.goal,
      suggested_text: s.text,
    }));
  return edital.tests.map((test) => ({
    key: test.key,
    label: test.label,
    current_grade: null,
    suggested_goal: 'apto',
    suggested_text: describeGoal('apto'),
  }));
}

/**
 * The exam's events with a suggested goal each (decision 047), labelled as the person's sex does
 * them. Without a sex (or an age the exam needs), the events by their own names, suggesting apto.
 */
export function examGoalTestsOf(
  rules: Extract<PlanRules, { format: 'exam' }>,
  candidate: ExamCandidate | null,
  current: Readonly<Record<string, number | undefined>>,
): GoalTestView[] {
  const suggested = candidate ? suggestExamGoals({ exam: rules.exam, candidate, current }) : null;
  if (suggested)
    return suggested.map((s) => ({
      key: s.key,
      label: s.label,
      current_grade: null,
      suggested_goal: s.goal,
      suggested_text: s.text,
      kind: 'pass_mark',
      pass_marks: s.marks,
      current_text: s.current,
    }));
  return rules.exam.events.map((event) => ({
    key: event.key,
    label: event.label,
    current_grade: null,
    suggested_goal: 'apto',
    suggested_text: 'passar (complete o perfil para ver o índice do seu sexo)',
    kind: 'pass_mark',
    pass_marks: null,
    current_text: null,
  }));
}
