import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from './editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from './editais/cbmmg-2026-cfsd-masculino';
import { gradeSimulation } from './grade-simulation';

const men = { sex: 'M' } as const;
const simulate = (barra: number, corrida_2400m: number, natacao_100m: number) =>
  gradeSimulation(cbmdf2025Estimada, men, { barra, corrida_2400m, natacao_100m });

describe('gradeSimulation', () => {
  it('grades every test and the final, recording the edital it used', () => {
    expect(simulate(15, 524, 125)).toEqual({
      ok: true,
      simulation: {
        editalId: 'cbmdf-2025-estimada',
        editalVersion: 1,
        isEstimate: true,
        tests: [
          {
            key: 'barra',
            label: 'Barra',
            measure: 'reps',
            valor: 15,
            nota: 10,
            points: 10,
            medalha: 'ouro',
            feedback: 'excelente',
            percentil: 97,
          },
          {
            key: 'corrida_2400m',
            label: 'Corrida 2400 m',
            measure: 'seconds_time',
            valor: 524,
            nota: 10,
            points: 10,
            medalha: 'ouro',
            feedback: 'excelente',
            percentil: 97,
          },
          {
            key: 'natacao_100m',
            label: 'Natação 100 m',
            measure: 'seconds_time',
            valor: 125,
            nota: 5.5,
            points: 5.5,
            medalha: 'bronze',
            feedback: 'regular',
            percentil: 73,
          },
        ],
        nota_final: 8.5,
        medalha: 'prata',
        apto: true,
        reasons: [],
      },
    });
  });

  it.each<[string, [number, number, number], number, boolean, string[]]>([
    // bar 1.75 + run 1 + swim 2.25 = 5 → mean 1.666… shown as 1.67: apto
    ['final exactly at 1.67', [4, 765, 150], 1.67, true, []],
    // bar 1.75 + run 1 + swim 2 = 4.75 → 1.58
    ['final just below 1.67', [4, 765, 151], 1.58, false, ['Nota final insuficiente']],
    ['one zero despite a good final', [2, 524, 90], 6.67, false, ['Reprovado em Barra']],
    ['two zeros', [15, 766, 161], 3.33, false, ['Reprovado em Corrida 2400 m', 'Reprovado em Natação 100 m']],
    [
      'all zeros',
      [0, 900, 200],
      0,
      false,
      [
        'Reprovado em Barra',
        'Reprovado em Corrida 2400 m',
        'Reprovado em Natação 100 m',
        'Nota final insuficiente',
      ],
    ],
    ['every minimum exactly', [3, 765, 160], 1, false, ['Nota final insuficiente']],
  ])('%s', (_name, [barra, corrida, natacao], notaFinal, apto, reasons) => {
    expect(simulate(barra, corrida, natacao)).toMatchObject({
      ok: true,
      simulation: { nota_final: notaFinal, apto, reasons },
    });
  });

  it.each<[[number, number, number], number, string]>([
    [[12, 540, 90], 9, 'ouro'], // 7.75 + 9.25 + 10
    [[11, 525, 90], 8.92, 'prata'], // 7 + 9.75 + 10
    [[4, 540, 90], 7, 'prata'], // 1.75 + 9.25 + 10
    [[3, 525, 90], 6.92, 'bronze'], // 1 + 9.75 + 10
    [[3, 540, 130], 5, 'bronze'], // 1 + 9.25 + 4.75
    [[3, 525, 135], 4.92, 'nenhuma'], // 1 + 9.75 + 4
  ])('%j → final %d, medal %s', ([barra, corrida, natacao], notaFinal, medalha) => {
    expect(simulate(barra, corrida, natacao)).toMatchObject({
      ok: true,
      simulation: { nota_final: notaFinal, medalha },
    });
  });

  it('uses the measure of the edital for each sex: women hang in seconds', () => {
    const result = gradeSimulation(
      cbmdf2025Estimada,
      { sex: 'F' },
      { barra: 40, corrida_2400m: 740, natacao_100m: 150 },
    );
    expect(result).toMatchObject({
      ok: true,
      simulation: {
        tests: [{ measure: 'seconds_hang', nota: 5.5 }, { nota: 5.5 }, { nota: 5.5 }],
        nota_final: 5.5,
        medalha: 'bronze',
      },
    });
  });

  it('grades another edital with its own tests and point scale', () => {
    const result = gradeSimulation(cbmmg2026CfsdMasculino, men, {
      corrida_2400m: 540,
      barra: 11,
      natacao_50m: 45,
    });
    expect(result).toMatchObject({
      ok: true,
      simulation: {
        editalId: 'cbmmg-2026-cfsd-masculino',
        isEstimate: false,
        tests: [
          { key: 'corrida_2400m', points: 19, nota: 9.5 },
          { key: 'barra', points: 18, nota: 9 },
          { key: 'natacao_50m', points: 15, nota: 7.5 },
        ],
        nota_final: 8.67,
        medalha: 'prata',
        apto: true,
      },
    });
  });

  it('reports every missing or impossible value instead of grading', () => {
    expect(gradeSimulation(cbmdf2025Estimada, men, { barra: 101, natacao_100m: 90 })).toEqual({
      ok: false,
      errors: [
        {
          code: 'IMPLAUSIBLE_VALUE',
          testKey: 'barra',
          message: 'Barra: Mais de 100 repetições não é um resultado plausível.',
        },
        {
          code: 'MISSING_VALUE',
          testKey: 'corrida_2400m',
          message: 'Informe o resultado de Corrida 2400 m.',
        },
      ],
    });
  });

  it('reports an edital without tables for the candidate sex', () => {
    const result = gradeSimulation(
      cbmmg2026CfsdMasculino,
      { sex: 'F' },
      { corrida_2400m: 700, barra: 5, natacao_50m: 40 },
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((error) => error.code)).toEqual([
      'NOT_AVAILABLE_FOR_SEX',
      'NOT_AVAILABLE_FOR_SEX',
      'NOT_AVAILABLE_FOR_SEX',
    ]);
  });
});

describe('gradeSimulation: grade, medal, feedback and percentile tell one story (issue 21 item 3)', () => {
  const MEDAL_OF_BAND = { excelente: 'ouro', bom: 'prata', regular: 'bronze', precisa_melhorar: 'nenhuma' };
  it('on every run time from 7:00 to 20:00, the percentile sits in its band and a medal-less test is below 50', () => {
    for (let seconds = 420; seconds <= 1200; seconds += 3) {
      const result = simulate(6, seconds, 90);
      if (!result.ok) continue;
      for (const test of result.simulation.tests) {
        const context = `${test.key} ${test.valor} → ${test.nota} ${test.feedback} p${test.percentil}`;
        expect(test.medalha, context).toBe(MEDAL_OF_BAND[test.feedback]);
        if (test.medalha === 'nenhuma') expect(test.percentil, context).toBeLessThan(50);
        else expect(test.percentil, context).toBeGreaterThanOrEqual(50);
      }
    }
  });
});
