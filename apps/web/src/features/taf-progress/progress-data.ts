import { APP_TIME_ZONE } from '@prontidao/domain/dates/time-zone';
import { summarizeProgress } from '@prontidao/domain/scoring/progress-summary';
import type { GradedUserTest, UserTest } from '@/lib/queries/taf';
import { compareTestKeys } from '@/lib/taf-result';

// Pure shaping of the candidate's simulations for the progress page (no React).

/** One test of the edital, as found in the simulations (labels from the newest one). */
export interface TestSeries {
  key: string;
  label: string;
}

/** A point of the evolution chart: 'final' and one entry per test key (absent when not taken). */
export interface EvolutionRow {
  id: string;
  date: string;
  final: number;
  grades: Record<string, number | undefined>;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: APP_TIME_ZONE,
});

/** dd/MM/yyyy in Brasília time (a simulation at 01:00 UTC belongs to the previous day there). */
export const formatTestDate = (iso: string): string => dateFormat.format(new Date(iso));

/** Every test key found, in the order of the newest simulation first (unknown editais included). */
export function collectSeries(tests: readonly UserTest[]): TestSeries[] {
  const series = new Map<string, string>();
  for (const test of tests) {
    for (const [key, result] of Object.entries(test.json_resultado.tests)) {
      if (!series.has(key)) series.set(key, result.label);
    }
  }
  return [...series].sort(([a], [b]) => compareTestKeys(a, b)).map(([key, label]) => ({ key, label }));
}

/** Mean grade of each test over the simulations that include it. */
export function averageByTest(tests: readonly GradedUserTest[]) {
  return collectSeries(tests).map(({ key, label }) => {
    const grades = tests.flatMap((t) => {
      const result = t.json_resultado.tests[key];
      return result ? [result.nota] : [];
    });
    return { key, label, average: summarizeProgress(grades).average ?? 0 };
  });
}

/** Chart rows, oldest → newest (the API lists newest first). */
export function toEvolutionRows(tests: readonly GradedUserTest[]): EvolutionRow[] {
  return [...tests].reverse().map((test) => ({
    id: test.id,
    date: formatTestDate(test.created_at),
    final: test.json_resultado.nota_final,
    grades: Object.fromEntries(
      Object.entries(test.json_resultado.tests).map(([key, result]) => [key, result.nota]),
    ),
  }));
}
