import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import type { GradingProfile } from '@prontidao/domain/scoring/select-table';
import { describeGoal, suggestGoals } from '@prontidao/domain/training-plan/goal-suggestion';
import type { PlanGoal } from '@prontidao/domain/training-plan/targets';

// The plan's goal (decision 036, 'A goal per test'): one for every test, as first stored, or one
// per test key of the person's edital, in the same jsonb column. Read back leniently: what is not
// a goal is dropped, and a test without one aims at 'apto'.

export type StoredGoal = PlanGoal | Record<string, PlanGoal>;

/** A test the settings form offers a goal for, with the goal suggested from the latest result. */
export interface GoalTestView {
  key: string;
  label: string;
  /** The grade of the latest simulation's result, or null. */
  current_grade: number | null;
  suggested_goal: PlanGoal;
  /** pt-BR: 'apto com margem', 'medalha (bronze, nota 5)', 'nota 7 (prata)'. */
  suggested_text: string;
}

const isGoal = (value: unknown): value is PlanGoal =>
  value === 'apto' ||
  value === 'medalha' ||
  (typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 10);

/** A stored goal read back; anything unexpected is 'apto', a per-test map keeps its valid entries. */
export function readGoal(value: unknown): StoredGoal {
  if (isGoal(value)) return value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'apto';
  const goals: Record<string, PlanGoal> = {};
  for (const [key, goal] of Object.entries(value)) if (isGoal(goal)) goals[key] = goal;
  return Object.keys(goals).length > 0 ? goals : 'apto';
}

/** The keys of a per-test goal that the edital has no test for (none for a single goal). */
export function unknownGoalKeys(goal: StoredGoal, edital: Edital): string[] {
  if (typeof goal !== 'object') return [];
  const keys = new Set(edital.tests.map((test) => test.key));
  return Object.keys(goal).filter((key) => !keys.has(key));
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
