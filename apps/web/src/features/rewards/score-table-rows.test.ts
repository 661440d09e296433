import { cbmdf2025Estimada } from '@prontidao/domain/scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '@prontidao/domain/scoring/editais/cbmmg-2026-cfsd-masculino';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import { gradeTable } from '@prontidao/domain/scoring/grade-table';
import { describe, expect, it } from 'vitest';
import { scoreRows } from './score-table-rows';

const tableOf = (edital: Edital, key: string, sex: 'M' | 'F') => {
  const table = edital.tests.find((test) => test.key === key)?.tables.find((t) => t.sex === sex);
  if (!table) throw new Error(`no table ${key} ${sex}`);
  return table;
};

describe('scoreRows', () => {
  it('linear run table: the time each whole grade needs, then what grades 0', () => {
    const rows = scoreRows(tableOf(cbmdf2025Estimada, 'corrida_2400m', 'M'), 10);
    expect(rows[0]).toEqual({ mark: 'até 8:44', points: 10, nota: 10 });
    expect(rows[9]).toEqual({ mark: 'até 12:45', points: 1, nota: 1 });
    expect(rows[10]).toEqual({ mark: 'acima de 12:45', points: 0, nota: 0 });
    expect(rows.map((row) => row.nota)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('linear rows are the first whole marks that reach their grade (one second or rep less does not)', () => {
    const table = tableOf(cbmdf2025Estimada, 'corrida_2400m', 'M');
    const rows = scoreRows(table, 10);
    for (const row of rows.slice(0, 10)) {
      const seconds = row.mark.replace('até ', '').split(':').map(Number);
      const value = (seconds[0] ?? 0) * 60 + (seconds[1] ?? 0);
      expect(gradeTable(table, 10, value).nota).toBeGreaterThanOrEqual(row.nota);
      expect(gradeTable(table, 10, value + 1).nota).toBeLessThan(row.nota);
    }
  });

  it('linear bar table: every repetition count with its grade, and the women’s hang in seconds', () => {
    const table = tableOf(cbmdf2025Estimada, 'barra', 'M');
    const reps = scoreRows(table, 10);
    expect(reps.map((row) => row.mark)).toEqual([
      '15 ou mais',
      ...['14', '13', '12', '11', '10', '9', '8', '7', '6', '5', '4', '3'],
      'menos de 3',
    ]);
    // What the simulation gives for 12 repetitions (e2e simulation.spec: 7,75).
    expect(reps[3]).toEqual({ mark: '12', points: 7.75, nota: 7.75 });
    expect(reps[0]).toEqual({ mark: '15 ou mais', points: 10, nota: 10 });
    expect(reps.at(-2)).toEqual({ mark: '3', points: 1, nota: 1 });
    expect(reps.at(-1)).toEqual({ mark: 'menos de 3', points: 0, nota: 0 });
    for (const row of reps.slice(0, -1)) {
      expect(gradeTable(table, 10, Number.parseInt(row.mark, 10))).toMatchObject({ nota: row.nota });
    }
    const hang = scoreRows(tableOf(cbmdf2025Estimada, 'barra', 'F'), 10);
    expect(hang[0]?.mark).toBe('60 s ou mais');
    expect(hang[10]?.mark).toBe('menos de 20 s');
  });

  it('band table: each published band with its points and the grade out of 10', () => {
    const rows = scoreRows(tableOf(cbmmg2026CfsdMasculino, 'corrida_2400m', 'M'), 20);
    expect(rows[0]).toEqual({ mark: 'até 8:44', points: 20, nota: 10 });
    expect(rows[1]).toEqual({ mark: '8:45 a 9:14', points: 19, nota: 9.5 });
    expect(rows.at(-1)).toEqual({ mark: '12:46 ou mais', points: 0, nota: 0 });
    const bar = scoreRows(tableOf(cbmmg2026CfsdMasculino, 'barra', 'M'), 20);
    expect(bar[0]).toEqual({ mark: '15 ou mais', points: 20, nota: 10 });
    expect(bar[2]).toEqual({ mark: '11', points: 18, nota: 9 });
  });
});
