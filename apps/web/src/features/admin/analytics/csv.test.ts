import { describe, expect, it } from 'vitest';
import { buildCsv } from '@/lib/csv';
import { analyticsWeek } from '../testing/admin-fixtures';
import { allWeeklyCsvRows, funnelCsvRows, WEEKLY_CHARTS, weeklyCsvRows } from './analytics-charts-spec';

const spec = (id: string) => {
  const found = WEEKLY_CHARTS.find((chart) => chart.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('CSV for a pt-BR Excel', () => {
  it('starts with a BOM, separates with semicolons, ends lines with CRLF, writes decimals with a comma', () => {
    expect(
      buildCsv([
        ['Semana', 'Taxa (%)'],
        ['05/01/2026', 62.5],
        ['12/01/2026', null],
      ]),
    ).toBe('\uFEFFSemana;Taxa (%)\r\n05/01/2026;62,5\r\n12/01/2026;\r\n');
  });

  it('quotes fields with a semicolon, a quote or a line break', () => {
    expect(buildCsv([['a;b', 'diz "oi"', 'linha\nnova', 'simples', 1234567]])).toBe(
      '\uFEFF"a;b";"diz ""oi""";"linha\nnova";simples;1234567\r\n',
    );
  });

  it('writes a chart’s weekly series, the apto rate in percent and an empty cell for a week without tests', () => {
    const weeks = [
      analyticsWeek('2026-01-05', { apto_rate: 2 / 3 }),
      analyticsWeek('2026-01-12', { simulations: 0, apto_rate: null }),
    ];
    expect(weeklyCsvRows(spec('taxa-de-aptos'), weeks)).toEqual([
      ['Semana (início)', 'Taxa de aptos (%)'],
      ['05/01/2026', 66.7],
      ['12/01/2026', null],
    ]);
    expect(weeklyCsvRows(spec('simulados-e-treinos'), weeks)).toEqual([
      ['Semana (início)', 'Simulados', 'Corrida', 'Natação', 'Barra'],
      ['05/01/2026', 8, 20, 5, 3],
      ['12/01/2026', 0, 20, 5, 3],
    ]);
  });

  it('puts every weekly series in one file, and the funnel with its share of the sign-ups', () => {
    const rows = allWeeklyCsvRows([analyticsWeek('2026-01-05')]);
    expect(rows).toEqual([
      [
        'Semana (início)',
        'Cadastros',
        'Usuários ativos',
        'Simulados',
        'Corrida',
        'Natação',
        'Barra',
        'Taxa de aptos (%)',
      ],
      ['05/01/2026', 10, 40, 8, 20, 5, 3, 62.5],
    ]);
    expect(
      funnelCsvRows({ signed_up: 200, profile_complete: 150, first_simulation: 90, first_activity: 45 }),
    ).toEqual([
      ['Etapa', 'Pessoas', 'Parte dos cadastros (%)'],
      ['Cadastro', 200, 100],
      ['Perfil completo', 150, 75],
      ['Primeiro simulado', 90, 45],
      ['Primeiro treino', 45, 22.5],
    ]);
    expect(
      funnelCsvRows({ signed_up: 0, profile_complete: 0, first_simulation: 0, first_activity: 0 })[1],
    ).toEqual(['Cadastro', 0, null]);
  });
});
