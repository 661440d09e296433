import { describe, expect, it } from 'vitest';
import { type Edital, EditalSchema } from './edital-schema';
import { type GradingProfile, selectTable } from './select-table';

// Tables tagged by their minimum so the test can tell which one was chosen.
const run = { measure: 'seconds_time', better: 'lower', kind: 'linear', top: 500 } as const;
const edital: Edital = EditalSchema.parse({
  id: 'por-cargo-e-idade',
  version: 1,
  name: 'Edital por cargo e idade',
  isEstimate: false,
  pointsScale: 10,
  tests: [
    {
      key: 'corrida_2400m',
      label: 'Corrida 2400 m',
      tables: [
        { ...run, sex: 'M', minimum: 700 },
        { ...run, sex: 'M', cargo: 'OFICIAL', minimum: 710 },
        { ...run, sex: 'M', ageBand: { min: 18, max: 25 }, minimum: 720 },
        { ...run, sex: 'M', ageBand: { min: 26, max: 35 }, minimum: 725 },
        { ...run, sex: 'M', cargo: 'OFICIAL', ageBand: { min: 18, max: 25 }, minimum: 730 },
        { ...run, sex: 'F', ageBand: { min: 18, max: 30 }, minimum: 800 },
      ],
    },
  ],
});
const test = edital.tests[0] as Edital['tests'][number];

describe('selectTable', () => {
  it.each<[GradingProfile, number]>([
    [{ sex: 'M' }, 700],
    [{ sex: 'M', cargo: 'SOLDADO' }, 700],
    [{ sex: 'M', age: 40 }, 700],
    [{ sex: 'M', cargo: 'OFICIAL' }, 710],
    [{ sex: 'M', cargo: 'OFICIAL', age: 40 }, 710],
    [{ sex: 'M', age: 18 }, 720],
    [{ sex: 'M', age: 25 }, 720],
    [{ sex: 'M', age: 26 }, 725],
    [{ sex: 'M', cargo: 'CABO', age: 35 }, 725],
    [{ sex: 'M', cargo: 'OFICIAL', age: 25 }, 730],
    [{ sex: 'M', cargo: 'OFICIAL', age: 26 }, 710],
    [{ sex: 'F', age: 30 }, 800],
  ])('%j → table with minimum %d', (profile, minimum) => {
    expect(selectTable(edital, test, profile)).toMatchObject({ ok: true, table: { minimum } });
  });

  it.each<[GradingProfile, string, string]>([
    [{ sex: 'F' }, 'NO_TABLE_FOR_PROFILE', 'não tem tabela de Corrida 2400 m para o seu cargo ou idade'],
    [
      { sex: 'F', age: 31 },
      'NO_TABLE_FOR_PROFILE',
      'não tem tabela de Corrida 2400 m para o seu cargo ou idade',
    ],
  ])('%j → %s', (profile, code, message) => {
    const selection = selectTable(edital, test, profile);
    expect(selection).toMatchObject({ ok: false, error: { code, testKey: 'corrida_2400m' } });
    expect(selection.ok ? '' : selection.error.message).toContain(message);
  });

  it('reports a sex without tables as not available for that sex', () => {
    const menOnly = { ...test, tables: test.tables.filter((table) => table.sex === 'M') };
    expect(selectTable(edital, menOnly, { sex: 'F' })).toEqual({
      ok: false,
      error: {
        code: 'NOT_AVAILABLE_FOR_SEX',
        testKey: 'corrida_2400m',
        message: 'O edital "Edital por cargo e idade" não tem tabela de Corrida 2400 m para o sexo feminino.',
      },
    });
  });
});
