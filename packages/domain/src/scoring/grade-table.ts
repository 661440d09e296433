import { floorToHundredths, toHundredths } from './decimal';
import type { BandsTable, LinearTable, ScoringTable } from './edital-shape';

export interface TableGrade {
  /** Grade 0–10, two decimals. */
  nota: number;
  /** Points on the edital's own scale (`pointsScale`). */
  points: number;
}

// Linear: grade 1 at the minimum, 10 at the top, straight line between, rounded DOWN to the step.
// Computed on integers: values and anchors in hundredths, the grade in units of the step.
function gradeLinear(table: LinearTable, pointsScale: number, value: number): TableGrade {
  const perGrade = Math.round(1 / table.step);
  const sign = table.better === 'higher' ? 1 : -1;
  const measured = toHundredths(value);
  const minimum = toHundredths(table.minimum);
  const top = toHundredths(table.top);
  let units: number;
  if (sign * (measured - minimum) < 0) units = 0;
  else if (sign * (measured - top) >= 0) units = 10 * perGrade;
  else units = perGrade + Math.floor((9 * perGrade * (measured - minimum)) / (top - minimum));
  return {
    nota: floorToHundredths(units / perGrade),
    points: floorToHundredths((units * pointsScale) / (10 * perGrade)),
  };
}

// Bands are published in whole seconds or repetitions: fractions are dropped before the lookup.
// A value no band covers lies beyond the minimum (the schema guarantees the best band is open): 0 points.
function gradeBands(table: BandsTable, pointsScale: number, value: number): TableGrade {
  const whole = Math.floor(value);
  const row = table.rows.find(
    (band) =>
      (band.lower ?? Number.NEGATIVE_INFINITY) <= whole && whole <= (band.upper ?? Number.POSITIVE_INFINITY),
  );
  const points = row?.points ?? 0;
  return { nota: floorToHundredths((10 * points) / pointsScale), points };
}

export function gradeTable(table: ScoringTable, pointsScale: number, value: number): TableGrade {
  return table.kind === 'linear'
    ? gradeLinear(table, pointsScale, value)
    : gradeBands(table, pointsScale, value);
}
