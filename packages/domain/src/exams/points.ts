import type { ExamStandard } from './exam-schema';
import { isLowerBetter } from './exam-schema';

// Banded points: a mark earns the points of the best band it reaches. A band is reached from its
// lower bound up (or from its upper bound down, for a time), so a mark between two bands'
// whole-number bounds (8,5 s between '≤ 8' and '9–10') earns the lower band's points.

const reaches = (standard: ExamStandard, mark: number, band: { lower?: number; upper?: number }) =>
  isLowerBetter(standard.measure)
    ? band.upper === undefined || mark <= band.upper
    : band.lower === undefined || mark >= band.lower;

/** The points of a mark; 0 when it reaches no band. */
export function eventPoints(standard: ExamStandard, mark: number): number {
  let best = 0;
  for (const band of standard.bands ?? [])
    if (reaches(standard, mark, band)) best = Math.max(best, band.points);
  return best;
}

/**
 * The mark that passes: the threshold when the exam gives one; else, with a per-test minimum of
 * points, the weakest mark that earns it; else none (any mark passes).
 */
export function passMarkOf(standard: ExamStandard): number | null {
  if (standard.threshold !== undefined) return standard.threshold;
  if (standard.minimumPoints === undefined) return null;
  const minimum = standard.minimumPoints;
  const earning = (standard.bands ?? []).filter((band) => band.points >= minimum);
  if (isLowerBetter(standard.measure)) {
    const uppers = earning.map((band) => band.upper ?? Number.POSITIVE_INFINITY);
    const mark = Math.max(...uppers);
    return Number.isFinite(mark) ? mark : null;
  }
  const lowers = earning.map((band) => band.lower ?? 0);
  return lowers.length ? Math.min(...lowers) : null;
}
