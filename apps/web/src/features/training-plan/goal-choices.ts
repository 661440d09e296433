import type { ExamGoal } from '@prontidao/domain/training-plan/exam-targets';
import type { PlanGoal } from '@prontidao/domain/training-plan/targets';
import type { GoalTest, PlanSettings } from './api/plan-view';

// The settings form's goal per test (decision 036, 'A goal per test'): what each test starts with
// (the stored goal, else the suggested one) and what is sent back. An exam's event (decision 047)
// takes 'apto' (its pass mark) or 'folga' (past it); an edital's test apto, medalha or a grade.

type Goal = PlanGoal | ExamGoal;
export type GoalChoice = 'apto' | 'medalha' | 'nota' | 'folga';
export interface GoalDraft {
  choice: GoalChoice;
  /** The grade asked when the choice is 'nota' (1–10). */
  grade: number;
}

/** One group of the form: a test of the edital, or every test at once when none is known. */
export interface GoalRow {
  key: string;
  label: string;
  test: GoalTest | null;
}

/** The key of the single group that sets one goal for every test. */
export const ALL_TESTS = '*';
const DEFAULT_GRADE = 7;

export const draftOf = (goal: Goal): GoalDraft =>
  typeof goal === 'number' ? { choice: 'nota', grade: goal } : { choice: goal, grade: DEFAULT_GRADE };

export const goalOf = (draft: GoalDraft): Goal => (draft.choice === 'nota' ? draft.grade : draft.choice);

/** Whether the row is an exam's event: its goals are the pass mark or the margin past it. */
export const isPassMarkRow = (row: GoalRow) => row.test?.kind === 'pass_mark';

/** The goal a row offers: an exam's event takes only apto or folga (a grade or medal reads as apto). */
const fitting = (row: GoalRow, goal: Goal): Goal => {
  if (!isPassMarkRow(row)) return goal === 'folga' ? 'apto' : goal;
  return goal === 'folga' ? 'folga' : 'apto';
};

/** The form's groups: one per test of the edital; one for all tests when the edital's tests are unknown. */
export function rowsOf(goalTests: readonly GoalTest[]): GoalRow[] {
  if (goalTests.length === 0) return [{ key: ALL_TESTS, label: 'Todos os testes', test: null }];
  return goalTests.map((test) => ({ key: test.key, label: test.label, test }));
}

/** What a test starts with: its stored goal (or the single stored goal), else the suggestion, else apto. */
function initialGoal(row: GoalRow, stored: PlanSettings['goal'] | undefined): Goal {
  if (stored !== undefined && typeof stored !== 'object') return fitting(row, stored);
  if (stored && row.key !== ALL_TESTS) {
    const own = stored[row.key];
    if (own !== undefined) return fitting(row, own);
  }
  return row.test?.suggested_goal ?? 'apto';
}

export const initialDrafts = (rows: readonly GoalRow[], stored: PlanSettings['goal'] | undefined) =>
  Object.fromEntries(rows.map((row) => [row.key, draftOf(initialGoal(row, stored))]));

/** The goal to send: one per test, or the single goal of the one group. */
export function goalToSend(
  rows: readonly GoalRow[],
  drafts: Record<string, GoalDraft>,
): PlanSettings['goal'] {
  const draft = (key: string) => drafts[key] ?? draftOf('apto');
  if (rows.length === 1 && rows[0]?.key === ALL_TESTS) return goalOf(draft(ALL_TESTS));
  return Object.fromEntries(rows.map((row) => [row.key, goalOf(draft(row.key))]));
}
