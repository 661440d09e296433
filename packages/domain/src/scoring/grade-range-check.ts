import type { Problem } from './edital-checks';
import type { Edital, ScoringTable } from './edital-shape';
import { gradeTable } from './grade-table';
import { MAX_HANG_SECONDS, MAX_REPS } from './plausibility';

const SLOWEST_TIME_SECONDS = 3600;

/** The marks where a table's grade can change, plus the ends of what a candidate may type. */
function criticalMarks(table: ScoringTable): number[] {
  const anchors =
    table.kind === 'linear'
      ? [table.minimum, table.top, (table.minimum + table.top) / 2]
      : table.rows.flatMap((row) => [row.lower, row.upper]).filter((v): v is number => v !== undefined);
  const end =
    table.measure === 'reps'
      ? MAX_REPS
      : table.measure === 'seconds_hang'
        ? MAX_HANG_SECONDS
        : SLOWEST_TIME_SECONDS;
  const marks = [0, 0.01, 1, end, ...anchors.flatMap((a) => [a - 1, a - 0.01, a, a + 0.01, a + 1])];
  return marks.filter((m) => m >= 0);
}

/**
 * Grades every critical mark of every table: any grade that is not a finite number within 0–10
 * (or points outside the edital's scale) is a problem, so such a document is never stored.
 */
export function checkGradeRange(edital: Edital): Problem[] {
  const problems: Problem[] = [];
  edital.tests.forEach((test, t) => {
    test.tables.forEach((table, i) => {
      const bad = criticalMarks(table).find((mark) => {
        const { nota, points } = gradeTable(table, edital.pointsScale, mark);
        return !(
          Number.isFinite(nota) &&
          nota >= 0 &&
          nota <= 10 &&
          Number.isFinite(points) &&
          points >= 0 &&
          points <= edital.pointsScale
        );
      });
      if (bad !== undefined) {
        problems.push({
          path: ['tests', t, 'tables', i],
          message: `A tabela de ${test.label} não produz uma nota entre 0 e 10 para a marca ${bad}`,
        });
      }
    });
  });
  return problems;
}
