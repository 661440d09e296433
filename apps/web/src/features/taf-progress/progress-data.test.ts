import { describe, expect, it } from 'vitest';
import type { GradedResult, GradedUserTest } from '@/lib/queries/taf';
import { formatTestValue, type TestResult } from '@/lib/taf-result';

type GradedTestResult = GradedResult['tests'][string];

import { averageByTest, collectSeries, formatTestDate, toEvolutionRows } from './progress-data';

const result = (label: string, nota: number, value: Partial<GradedTestResult> = {}) =>
  ({
    valor: 10,
    nota,
    percentil: 50,
    medalha: 'bronze',
    feedback: 'regular',
    label,
    measure: 'reps',
    ...value,
  }) as GradedTestResult;

const simulation = (
  id: string,
  createdAt: string,
  notaFinal: number,
  tests: Record<string, GradedTestResult>,
) =>
  ({
    id,
    user_id: 'u1',
    created_at: createdAt,
    json_resultado: {
      tests,
      nota_final: notaFinal,
      medalha: 'nenhuma',
      apto: notaFinal >= 1.67,
      motivos: [],
      edital: { id: 'e', version: 1, name: 'Edital', is_estimate: true, format: 'grade_table' },
    },
  }) as GradedUserTest;

// Newest first, as get_user_tests returns them; the older one comes from an edital with a 50 m swim.
const history = [
  simulation('b', '2025-03-10T12:00:00.000Z', 8, {
    barra: result('Barra', 9),
    corrida_2400m: result('Corrida 2400 m', 7, { measure: 'seconds_time' }),
  }),
  simulation('a', '2025-03-01T02:30:00.000Z', 5, {
    barra: result('Barra', 6),
    natacao_50m: result('Natação 50 m', 4),
  }),
];

describe('formatTestDate', () => {
  it('uses Brasília time: 02:30 UTC is still the previous day', () => {
    expect(formatTestDate('2025-03-01T02:30:00.000Z')).toBe('28/02/2025');
    expect(formatTestDate('2025-03-10T12:00:00.000Z')).toBe('10/03/2025');
  });
});

describe('formatTestValue', () => {
  it.each([
    [{ valor: 12, measure: 'reps' }, '12 repetições'],
    [{ valor: 1, measure: 'reps' }, '1 repetição'],
    [{ valor: 42.5, measure: 'seconds_hang' }, '42,5 s'],
    [{ valor_s: 605, measure: 'seconds_time' }, '10:05'],
  ])('%o → %s', (value, expected) => {
    const { nota, percentil, medalha, feedback, label } = result('x', 5);
    const test = { nota, percentil, medalha, feedback, label, ...value } as TestResult;
    expect(formatTestValue(test)).toBe(expected);
  });
});

describe('series, averages and chart rows', () => {
  it('collects every test key, newest edital first, unknown keys included', () => {
    expect(collectSeries(history).map((s) => s.label)).toEqual(['Barra', 'Corrida 2400 m', 'Natação 50 m']);
  });

  it('averages each test over the simulations that include it', () => {
    expect(averageByTest(history).map((a) => a.average)).toEqual([7.5, 7, 4]);
  });

  it('orders the chart oldest → newest and leaves tests not taken empty', () => {
    const rows = toEvolutionRows(history);
    expect(rows.map((r) => [r.date, r.final])).toEqual([
      ['28/02/2025', 5],
      ['10/03/2025', 8],
    ]);
    expect(rows[0]?.grades.corrida_2400m).toBeUndefined();
    expect(rows[1]?.grades.barra).toBe(9);
  });
});
