import { meanToHundredths, toHundredths } from './decimal';
import type { Edital, Measure } from './edital-schema';
import { type FeedbackBand, feedbackBand } from './feedback';
import { gradeTable } from './grade-table';
import { gradeTest } from './grade-test';
import type { GradingError } from './grading-error';
import { type Medal, medalFor } from './medal';
import { estimatePercentile, percentileInBand } from './percentile';
import { checkPlausibility } from './plausibility';
import { type GradingProfile, selectTable } from './select-table';

export const MINIMUM_FINAL_GRADE = 1.67;

export interface SimulationTestResult {
  key: string;
  label: string;
  measure: Measure;
  valor: number;
  nota: number;
  points: number;
  medalha: Medal;
  feedback: FeedbackBand;
  /** Estimated percentile 1–99 (see percentile.ts). */
  percentil: number;
}

export interface SimulationResult {
  editalId: string;
  editalVersion: number;
  isEstimate: boolean;
  tests: SimulationTestResult[];
  nota_final: number;
  medalha: Medal;
  apto: boolean;
  /** pt-BR reasons when not apto, in the edital's test order. */
  reasons: string[];
}

export type GradeSimulationResult =
  | { ok: true; simulation: SimulationResult }
  | { ok: false; errors: GradingError[] };

const reachesFinalMinimum = (notaFinal: number) =>
  toHundredths(notaFinal) >= toHundredths(MINIMUM_FINAL_GRADE);

/**
 * gradeSimulation's 'apto', fast, for grading thousands of drawn marks of one candidate (the chance
 * of passing, decision 044): each test's table is selected once, and nothing but the grades is
 * built. Marks gradeSimulation refuses (implausible, missing) are not apto. Null when a test has no
 * table for the profile.
 */
export function aptoGrader(
  edital: Edital,
  profile: GradingProfile,
): ((values: Readonly<Record<string, number | undefined>>) => boolean) | null {
  const graders: { key: string; grade: (value: number) => number | null }[] = [];
  for (const test of edital.tests) {
    const selection = selectTable(edital, test, profile);
    if (!selection.ok) return null;
    const { table } = selection;
    graders.push({
      key: test.key,
      grade: (value) =>
        checkPlausibility(test.key, table.measure, value).ok
          ? gradeTable(table, edital.pointsScale, value).nota
          : null,
    });
  }
  return (values) => {
    const notas: number[] = [];
    for (const { key, grade } of graders) {
      const value = values[key];
      const nota = value === undefined ? null : grade(value);
      if (nota === null || nota === 0) return false;
      notas.push(nota);
    }
    return reachesFinalMinimum(meanToHundredths(notas));
  };
}

/** Grades every test of the edital; values are keyed by test key (reps or seconds). Never throws. */
export function gradeSimulation(
  edital: Edital,
  profile: GradingProfile,
  values: Readonly<Record<string, number | undefined>>,
): GradeSimulationResult {
  const tests: SimulationTestResult[] = [];
  const errors: GradingError[] = [];
  for (const test of edital.tests) {
    const valor = values[test.key];
    if (valor === undefined) {
      errors.push({
        code: 'MISSING_VALUE',
        testKey: test.key,
        message: `Informe o resultado de ${test.label}.`,
      });
      continue;
    }
    const graded = gradeTest(edital, test.key, profile, valor);
    if (!graded.ok) {
      errors.push(graded.error);
      continue;
    }
    const { nota, points, table } = graded;
    const { percentile } = estimatePercentile(table, valor);
    const medalha = medalFor(nota);
    const feedback = feedbackBand(nota);
    tests.push({
      key: test.key,
      label: test.label,
      measure: table.measure,
      valor,
      nota,
      points,
      medalha,
      feedback,
      percentil: percentileInBand(percentile, feedback),
    });
  }
  if (errors.length > 0) return { ok: false, errors };

  const notaFinal = meanToHundredths(tests.map((test) => test.nota));
  const reasons = tests.filter((test) => test.nota === 0).map((test) => `Reprovado em ${test.label}`);
  if (!reachesFinalMinimum(notaFinal)) reasons.push('Nota final insuficiente');
  return {
    ok: true,
    simulation: {
      editalId: edital.id,
      editalVersion: edital.version,
      isEstimate: edital.isEstimate,
      tests,
      nota_final: notaFinal,
      medalha: medalFor(notaFinal),
      apto: reasons.length === 0,
      reasons,
    },
  };
}
