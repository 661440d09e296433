import { DEFAULT_EDITAL_ID, findEdital } from '@prontidao/domain/scoring/editais/catalog';
import { type GradedUserTest, gradedTests, isGradedResult, type UserTest } from '@/lib/queries/taf';

// Which edital or exam the progress page follows, and which simulations it reads (pure, no React).

/**
 * The candidate's current edital or exam: the profile's choice (the default edital when there is
 * none); until the profile arrives (`undefined`), that of the newest simulation.
 */
export function currentEditalId(
  profileEditalId: string | null | undefined,
  tests: readonly UserTest[],
): string {
  if (profileEditalId !== undefined) return profileEditalId ?? DEFAULT_EDITAL_ID;
  return tests[0]?.json_resultado.edital.id ?? DEFAULT_EDITAL_ID;
}

/** An exam (pass marks) rather than an edital graded 0–10: its own simulations say so, else the catalogue. */
export function isExamEdital(editalId: string, tests: readonly UserTest[]): boolean {
  const own = tests.find((test) => test.json_resultado.edital.id === editalId);
  if (own) return !isGradedResult(own.json_resultado);
  return findEdital(editalId) === undefined;
}

/**
 * The simulations graded 0–10 that grades, medals and percentiles read: those of the current
 * edital, or every graded one while the current edital has none yet (rows of an older edital).
 */
export function gradedOfEdital(tests: readonly UserTest[], editalId: string): GradedUserTest[] {
  const graded = gradedTests(tests);
  const own = graded.filter((test) => test.json_resultado.edital.id === editalId);
  return own.length > 0 ? own : graded;
}
