import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from '../format/duration';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import type { Edital, ScoringTable, Sex } from '../scoring/edital-schema';
import { gradeTable } from '../scoring/grade-table';
import type { TafTest } from './lexicon';
import { findMarkForGrade, PASSING_NOTA, requiredMark } from './required-mark';

const shown = (edital: Edital, test: TafTest, sex: Sex, nota: number) => {
  const result = requiredMark(edital, test, { sex }, nota);
  if (!result?.ok) return result;
  const mark = result.measure === 'seconds_time' ? formatMinutesSeconds(result.mark) : result.mark;
  return { label: result.label, measure: result.measure, mark, nota: result.nota };
};

describe('requiredMark: grade → mark in the candidate’s table', () => {
  it.each<[string, Edital, TafTest, Sex, number, string, string | number, number]>([
    // Linear (CBMDF estimate): grade 1 at the minimum, 10 at the top, rounded down to 0.25.
    ['CBMDF', cbmdf2025Estimada, 'corrida', 'M', 7, 'seconds_time', '10:04', 7],
    ['CBMDF', cbmdf2025Estimada, 'corrida', 'M', 10, 'seconds_time', '8:44', 10],
    ['CBMDF', cbmdf2025Estimada, 'corrida', 'M', 1, 'seconds_time', '12:45', 1],
    ['CBMDF', cbmdf2025Estimada, 'corrida', 'M', PASSING_NOTA, 'seconds_time', '12:45', 1],
    ['CBMDF', cbmdf2025Estimada, 'corrida', 'F', 7, 'seconds_time', '11:40', 7],
    ['CBMDF', cbmdf2025Estimada, 'natacao', 'F', 9, 'seconds_time', '1:58', 9],
    ['CBMDF', cbmdf2025Estimada, 'barra', 'M', 7, 'reps', 11, 7],
    ['CBMDF', cbmdf2025Estimada, 'barra', 'F', 7, 'seconds_hang', 47, 7],
    // Bands (CBMMG, 20 points): grades jump, so the mark may be worth more than asked.
    ['CBMMG', cbmmg2026CfsdMasculino, 'corrida', 'M', 6.5, 'seconds_time', '12:16', 6.5],
    ['CBMMG', cbmmg2026CfsdMasculino, 'corrida', 'M', 10, 'seconds_time', '8:44', 10],
    ['CBMMG', cbmmg2026CfsdMasculino, 'barra', 'M', 5, 'reps', 3, 6],
    ['CBMMG', cbmmg2026CfsdMasculino, 'barra', 'M', 9.2, 'reps', 12, 9.5],
    ['CBMMG', cbmmg2026CfsdMasculino, 'natacao', 'M', 7, 'seconds_time', '0:50', 7],
  ])('%s %s %s, nota %d → %s %s', (_n, edital, test, sex, nota, measure, mark, got) => {
    expect(shown(edital, test, sex, nota)).toMatchObject({ measure, mark, nota: got });
  });

  it('says why when the edital has no table for the sex, and null when it has no such test', () => {
    expect(requiredMark(cbmmg2026CfsdMasculino, 'corrida', { sex: 'F' }, 7)).toEqual({
      ok: false,
      label: 'Corrida 2400 m',
      message:
        'O edital "CBMMG 2026 (CFSd) — masculino" não tem tabela de Corrida 2400 m para o sexo feminino.',
    });
    const runOnly = { ...cbmdf2025Estimada, tests: cbmdf2025Estimada.tests.slice(1, 2) };
    expect(requiredMark(runOnly, 'barra', { sex: 'M' }, 7)).toBeNull();
  });
});

describe('findMarkForGrade is the boundary of gradeTable', () => {
  const tables = [...cbmdf2025Estimada.tests, ...cbmmg2026CfsdMasculino.tests].flatMap((test) =>
    test.tables.map((table) => [test.key, table] as const),
  );
  const scaleOf = (table: ScoringTable) =>
    cbmdf2025Estimada.tests.some((test) => test.tables.includes(table)) ? 10 : 20;

  it.each(tables)('%s: the mark reaches the grade and one step worse does not', (_key, table) => {
    const scale = scaleOf(table);
    const worse = table.better === 'lower' ? 1 : -1;
    for (const nota of [1, 2.5, 5, 6, 7, 7.75, 9, 10]) {
      const found = findMarkForGrade(table, scale, nota);
      if (found === null) {
        expect(gradeTable(table, scale, table.better === 'lower' ? 1 : 100).nota).toBeLessThan(nota);
        continue;
      }
      expect(gradeTable(table, scale, found.mark).nota).toBe(found.nota);
      expect(found.nota).toBeGreaterThanOrEqual(nota);
      expect(gradeTable(table, scale, found.mark + worse).nota).toBeLessThan(nota);
    }
  });

  it('returns null for a grade no mark reaches', () => {
    const [table] = cbmdf2025Estimada.tests[0]?.tables ?? [];
    expect(table && findMarkForGrade(table, 10, 10.5)).toBeNull();
  });
});
