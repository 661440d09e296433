import { isLowerBetter } from './exam-schema';
import type { ExamResult } from './grade-exam';

// How a simulated result ranks on its exam's board (issue 23 §3 'Rankings'). Apto comes first
// (the board orders by it before the score); the score then says how far above the minimums.

/** What the score of a board is, so the board can say it. */
export type ScoreKind = 'grade' | 'points' | 'index';

/**
 * The score of a result: the final grade of an edital graded 0–10, the points of an exam with a
 * sum or an average, else the index — 100 × the mean of each mark over its pass mark (a time: the
 * pass mark over the mark), so 100 is every minimum exactly and 110 is 10 % better on average.
 */
export function resultScore(result: ExamResult): { kind: ScoreKind; value: number } {
  const grades = result.events.map((event) => event.grade);
  if (grades.every((grade) => grade !== null) && result.aggregate?.kind === 'average' && grades.length > 0) {
    return { kind: 'grade', value: round(result.aggregate.value, 2) };
  }
  if (result.aggregate) return { kind: 'points', value: round(result.aggregate.value, 2) };
  const ratios = result.events
    .filter((event) => event.passMark !== null && event.passMark > 0 && event.mark > 0)
    .map((event) => {
      const passMark = event.passMark as number;
      return isLowerBetter(event.measure) ? passMark / event.mark : event.mark / passMark;
    });
  const mean = ratios.length === 0 ? 0 : ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
  return { kind: 'index', value: round(mean * 100, 1) };
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
