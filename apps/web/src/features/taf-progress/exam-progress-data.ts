import { isLowerBetter } from '@prontidao/domain/exams/exam-schema';
import {
  type EditalSummary,
  type ExamResultJson,
  type ExamUserTest,
  isGradedResult,
  type UserTest,
} from '@/lib/queries/taf';
import { compareTestKeys } from '@/lib/taf-result';
import { formatTestDate } from './progress-data';

// The simulations of an exam (pass marks, no grade) shaped for the progress page (pure, no React).

export type { ExamUserTest } from '@/lib/queries/taf';
export type ExamTestResult = ExamResultJson['tests'][string];

/** The simulations of one exam, newest first as the API lists them. */
export const examSimulations = (tests: readonly UserTest[], examId: string): ExamUserTest[] =>
  tests.filter(
    (test): test is ExamUserTest =>
      !isGradedResult(test.json_resultado) && test.json_resultado.edital.id === examId,
  );

/** The tests in the exam's order when the exam is listed; else bar, runs, swims, then the others. */
export function examTestsInOrder(
  tests: ExamResultJson['tests'],
  entry: EditalSummary | undefined,
): [string, ExamTestResult][] {
  const order = entry?.tests.map((test) => test.key);
  const entries = Object.entries(tests);
  if (!order) return entries.sort(([a], [b]) => compareTestKeys(a, b));
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}

/** The time window of a test ('em 12 minutos'), when the listed exam has one. */
export const timeWindowOf = (entry: EditalSummary | undefined, key: string): number | undefined =>
  entry?.tests.find((test) => test.key === key)?.time_window_s ?? undefined;

export interface MarkPoint {
  id: string;
  /** dd/MM/yyyy in Brasília time. */
  date: string;
  value: number;
  passou: boolean;
}

/** One test of the exam over time: its unit, its pass mark (the newest one's) and its marks. */
export interface MarkSeries {
  key: string;
  label: string;
  measure: ExamTestResult['measure'];
  passMark: number | null;
  timeWindowS: number | undefined;
  /** Oldest → newest. */
  points: MarkPoint[];
}

/** Each test's marks over the simulations, in the exam's order (labels and pass marks of the newest). */
export function markSeries(tests: readonly ExamUserTest[], entry: EditalSummary | undefined): MarkSeries[] {
  const [latest] = tests;
  if (!latest) return [];
  return examTestsInOrder(latest.json_resultado.tests, entry).map(([key, test]) => ({
    key,
    label: test.label,
    measure: test.measure,
    passMark: test.minimo,
    timeWindowS: timeWindowOf(entry, key),
    points: [...tests].reverse().flatMap((simulation) => {
      const result = simulation.json_resultado.tests[key];
      if (!result || result.measure !== test.measure) return [];
      const date = formatTestDate(simulation.created_at);
      return [{ id: simulation.id, date, value: result.valor, passou: result.passou }];
    }),
  }));
}

/** The best mark of a series: the highest, or the lowest for a time. */
export function bestPoint(series: MarkSeries): MarkPoint | undefined {
  const lower = isLowerBetter(series.measure);
  return series.points.reduce<MarkPoint | undefined>(
    (best, point) =>
      best === undefined || (lower ? point.value < best.value : point.value > best.value) ? point : best,
    undefined,
  );
}

/** How many tests of a result reached their pass mark, out of how many. */
export function passedCount(result: ExamResultJson): { passed: number; total: number } {
  const tests = Object.values(result.tests);
  return { passed: tests.filter((test) => test.passou).length, total: tests.length };
}
