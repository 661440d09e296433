import type { Edital, EditalTest, ScoringTable } from './edital-schema';
import { gradeTable } from './grade-table';
import type { GradingError } from './grading-error';
import { checkPlausibility } from './plausibility';
import { type GradingProfile, selectTable } from './select-table';

export type GradeTestResult =
  | { ok: true; nota: number; points: number; test: EditalTest; table: ScoringTable }
  | { ok: false; error: GradingError };

/** Grades one result (reps or seconds) of one test of an edital for a candidate. Never throws. */
export function gradeTest(
  edital: Edital,
  testKey: string,
  profile: GradingProfile,
  value: number,
): GradeTestResult {
  const test = edital.tests.find((candidate) => candidate.key === testKey);
  if (!test) {
    const message = `O teste "${testKey}" não existe no edital "${edital.name}".`;
    return { ok: false, error: { code: 'TEST_NOT_FOUND', testKey, message } };
  }
  const selection = selectTable(edital, test, profile);
  if (!selection.ok) return selection;
  const { table } = selection;
  const plausibility = checkPlausibility(test.key, table.measure, value);
  if (!plausibility.ok) {
    const message = `${test.label}: ${plausibility.message}.`;
    return { ok: false, error: { code: 'IMPLAUSIBLE_VALUE', testKey, message } };
  }
  return { ok: true, ...gradeTable(table, edital.pointsScale, value), test, table };
}
