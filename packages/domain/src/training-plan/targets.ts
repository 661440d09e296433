import { formatMinutesSeconds } from '../format/duration';
import { formatNumber } from '../format/number';
import type { Better, Edital, Measure } from '../scoring/edital-schema';
import { MINIMUM_FINAL_GRADE } from '../scoring/grade-simulation';
import { gradeTest } from '../scoring/grade-test';
import type { GradingError } from '../scoring/grading-error';
import { MAX_HANG_SECONDS, MAX_REPS } from '../scoring/plausibility';
import { type GradingProfile, selectTable } from '../scoring/select-table';

// Per test, the mark that reaches a goal grade, found by grading candidate marks with the edital's
// own table (gradeTest): no table is copied here, so any edital the admin loads works.

/** 'apto' (with a margin), 'medalha' (bronze, grade 5) or a grade 0–10. */
export type PlanGoal = 'apto' | 'medalha' | number;

/** The margin added above the apto line, in grade points (a product choice, see decision 036). */
export const APTO_MARGIN = 1;
export const MEDAL_GOAL_GRADE = 5;
/** Times are searched in whole seconds up to one hour (no TAF test is that long). */
const MAX_TIME_S = 3600;

export interface TestTarget {
  key: string;
  label: string;
  measure: Measure;
  better: Better;
  distanceM?: number;
  /** The grade asked for. */
  goalGrade: number;
  /** The worst mark that still reaches goalGrade, and the grade it gets (≥ goalGrade). */
  targetMark: number;
  targetGrade: number;
  /** The worst mark that is not a zero ('Reprovado' below it). */
  minimumMark: number;
  current: { mark: number; grade: number } | null;
  isMet: boolean;
  /** pt-BR, e.g. 'Corrida 2400 m: 11:20 para nota 7'. */
  text: string;
}

export interface TargetsInput {
  edital: Edital;
  profile: GradingProfile;
  /** Latest results by test key (reps or seconds). */
  current: Readonly<Record<string, number | undefined>>;
  /** One goal for every test, or one per test key (missing keys: 'apto'). */
  goal: PlanGoal | Readonly<Record<string, PlanGoal>>;
}

export type TargetsResult = { ok: true; targets: TestTarget[] } | { ok: false; errors: GradingError[] };

/** A grade as pt-BR text: 7 → '7', 6.25 → '6,25'. */
export const formatGrade = (grade: number): string => formatNumber(grade, { maxDecimals: 2 });

/** A mark as pt-BR text: '11:20', '12 repetições', '45 s'. */
export function formatMark(measure: Measure, value: number): string {
  if (measure === 'seconds_time') return formatMinutesSeconds(value);
  if (measure === 'seconds_hang') return `${Math.round(value)} s`;
  return `${value} ${value === 1 ? 'repetição' : 'repetições'}`;
}

/** Candidate marks, best first: whole repetitions or seconds. */
function candidateMarks(measure: Measure): number[] {
  if (measure === 'reps') return Array.from({ length: MAX_REPS + 1 }, (_, i) => MAX_REPS - i);
  if (measure === 'seconds_hang')
    return Array.from({ length: MAX_HANG_SECONDS + 1 }, (_, i) => MAX_HANG_SECONDS - i);
  return Array.from({ length: MAX_TIME_S }, (_, i) => i + 1);
}

/** The worst whole mark whose grade is at least `grade` (best marks are tried first). */
export function markForGrade(
  edital: Edital,
  testKey: string,
  profile: GradingProfile,
  measure: Measure,
  grade: number,
): { mark: number; grade: number } | undefined {
  let found: { mark: number; grade: number } | undefined;
  for (const mark of candidateMarks(measure)) {
    const graded = gradeTest(edital, testKey, profile, mark);
    if (!graded.ok) continue;
    if (graded.nota >= grade) found = { mark, grade: graded.nota };
    else if (found) break;
  }
  return found;
}

const goalOf = (goal: TargetsInput['goal'], key: string): PlanGoal =>
  typeof goal === 'object' ? (goal[key] ?? 'apto') : goal;

/** The goal as a grade: apto = the apto line (≥ 1.67 and not a zero) plus APTO_MARGIN. */
function goalGrade(goal: PlanGoal, minimumGrade: number): number {
  if (goal === 'medalha') return MEDAL_GOAL_GRADE;
  if (goal === 'apto') return Math.min(10, Math.max(minimumGrade, MINIMUM_FINAL_GRADE) + APTO_MARGIN);
  return Math.min(10, Math.max(0.01, goal));
}

/** Per test of the edital, the mark that reaches the goal, from the edital's values only. Never throws. */
export function targetsFor(input: TargetsInput): TargetsResult {
  const { edital, profile } = input;
  const targets: TestTarget[] = [];
  const errors: GradingError[] = [];
  for (const test of edital.tests) {
    const selection = selectTable(edital, test, profile);
    if (!selection.ok) {
      errors.push(selection.error);
      continue;
    }
    const { measure, better } = selection.table;
    const minimum = markForGrade(edital, test.key, profile, measure, 0.01);
    if (!minimum) {
      const message = `${test.label}: a tabela do edital não tem marca que dê nota.`;
      errors.push({ code: 'NO_TABLE_FOR_PROFILE', testKey: test.key, message });
      continue;
    }
    const grade = goalGrade(goalOf(input.goal, test.key), minimum.grade);
    const reached = markForGrade(edital, test.key, profile, measure, grade) ?? minimum;
    const currentValue = input.current[test.key];
    const currentGraded =
      currentValue === undefined ? undefined : gradeTest(edital, test.key, profile, currentValue);
    const current =
      currentValue !== undefined && currentGraded?.ok
        ? { mark: currentValue, grade: currentGraded.nota }
        : null;
    targets.push({
      key: test.key,
      label: test.label,
      measure,
      better,
      ...(test.distanceM === undefined ? {} : { distanceM: test.distanceM }),
      goalGrade: grade,
      targetMark: reached.mark,
      targetGrade: reached.grade,
      minimumMark: minimum.mark,
      current,
      isMet: current !== null && current.grade >= grade,
      text: `${test.label}: ${formatMark(measure, reached.mark)} para nota ${formatGrade(reached.grade)}`,
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, targets };
}
