import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { useQuery } from '@tanstack/react-query';
import { type EditalSummary, type ExamResultJson, editaisQuery } from '@/lib/queries/taf';
import { compareTestKeys } from '@/lib/taf-result';

// Reading an exam's stored result (nota_final null) on the dashboard: its tests in the exam's
// order and each mark as the edital writes it.

export type ExamTestResult = ExamResultJson['tests'][string];

/**
 * The listed exam of a result when the list is already in the cache: the dashboard's first paint
 * asks for nothing more (config/dashboard-first-calls.ts).
 */
export function useCachedCatalogueEntry(id: string): EditalSummary | undefined {
  const editais = useQuery({ ...editaisQuery, enabled: false });
  return editais.data?.find((entry) => entry.id === id);
}

/** The tests in the exam's order; without the list, bar, runs and swims first (stored order after). */
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

/** A mark as the edital writes it: '13 repetições', '7,9 s', '11:40', '1.950 m em 12 minutos'. */
export const examMarkText = (test: ExamTestResult, value: number, timeWindowS?: number): string =>
  formatExamMark(test.measure, value, timeWindowS);
