import { ESTIMATE_NOTICE } from '../scoring/editais/catalog';
import type { Edital, ScoringTable } from '../scoring/edital-schema';
import { MINIMUM_FINAL_GRADE, type SimulationResult } from '../scoring/grade-simulation';
import { type GradingProfile, selectTable } from '../scoring/select-table';
import type { EventResult, ExamResult } from './grade-exam';
import { marginText, roundedAmount } from './margin-text';

// Today's graded editais (CBMDF 2025, CBMMG 2026: a grade 0–10 per test, apto with every grade
// above 0 and an average of at least 1,67) told in the exam engine's one result shape, so every
// screen reads one thing whatever the exam. Their grading itself is unchanged (gradeSimulation).

/**
 * The weakest mark that still earns a grade: a linear table's minimum; in a bands table, where
 * marks are whole before the lookup, the lowest bound earning points (or, for a time, the last
 * hundredth before the next whole second past the slowest earning bound).
 */
export function gradeMinimumMark(table: ScoringTable): number | null {
  if (table.kind === 'linear') return table.minimum;
  const earning = table.rows.filter((row) => row.points > 0);
  if (table.better === 'higher') {
    const lowers = earning.map((row) => row.lower ?? 0);
    return lowers.length ? Math.min(...lowers) : null;
  }
  const uppers = earning.map((row) => row.upper ?? Number.POSITIVE_INFINITY);
  const slowest = uppers.length ? Math.max(...uppers) : Number.NaN;
  return Number.isFinite(slowest) ? slowest + 0.99 : null;
}

function eventOf(
  edital: Edital,
  profile: GradingProfile,
  graded: SimulationResult['tests'][number],
): EventResult {
  const test = edital.tests.find((candidate) => candidate.key === graded.key);
  const selection = test ? selectTable(edital, test, profile) : null;
  const table = selection?.ok ? selection.table : null;
  const passMark = table ? gradeMinimumMark(table) : null;
  const raw =
    passMark === null || !table
      ? null
      : table.better === 'lower'
        ? passMark - graded.valor
        : graded.valor - passMark;
  const margin = raw === null ? null : Math.sign(raw) * roundedAmount(graded.measure, Math.abs(raw));
  return {
    key: graded.key,
    label: graded.label,
    measure: graded.measure,
    mark: graded.valor,
    passMark,
    passed: graded.nota > 0,
    margin,
    marginText: margin === null ? null : marginText(graded.measure, margin),
    points: graded.points,
    grade: graded.nota,
    eliminatory: true,
    certainty: edital.isEstimate ? 'unclear' : 'exact',
    fromRetest: false,
  };
}

/** A graded simulation of an edital as an exam result (the grades are the edital's own). */
export function examResultOfSimulation(
  edital: Edital,
  profile: GradingProfile,
  simulation: SimulationResult,
): ExamResult {
  return {
    examId: simulation.editalId,
    examVersion: simulation.editalVersion,
    events: simulation.tests.map((graded) => eventOf(edital, profile, graded)),
    apto: simulation.apto,
    reasons: simulation.reasons,
    aggregate: { kind: 'average', value: simulation.nota_final, minimum: MINIMUM_FINAL_GRADE },
    sourceNote: edital.isEstimate ? ESTIMATE_NOTICE : null,
    tieBreakNote: null,
  };
}
