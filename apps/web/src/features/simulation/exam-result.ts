import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { type EditalSummary, type ExamResultJson, useEditais } from '@/lib/queries/taf';

// Reading an exam's stored result (nota_final null): its tests in the exam's order and each mark
// as the edital writes it. The stored keys come back in the database's order, not the exam's.

export type ExamTestResult = ExamResultJson['tests'][string];

/** The listed edital or exam of a result, once the list is loaded (its order and time windows). */
export function useCatalogueEntry(id: string): EditalSummary | undefined {
  const editais = useEditais();
  return editais.data?.find((entry) => entry.id === id);
}

/** The tests in the exam's order (the stored order when the exam is not listed). */
export function examTestsInOrder(
  tests: ExamResultJson['tests'],
  entry: EditalSummary | undefined,
): [string, ExamTestResult][] {
  const order = entry?.tests.map((test) => test.key) ?? [];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(tests).sort(([a], [b]) => rank(a) - rank(b));
}

/** The time window of a test ('em 12 minutos'), when the exam has one. */
export const timeWindowOf = (entry: EditalSummary | undefined, key: string): number | undefined =>
  entry?.tests.find((test) => test.key === key)?.time_window_s ?? undefined;

/** A mark as the edital writes it: '13 repetições', '7,9 s', '11:40', '1.950 m em 12 minutos'. */
export const examMarkText = (test: ExamTestResult, timeWindowS?: number): string =>
  formatExamMark(test.measure, test.valor, timeWindowS);
