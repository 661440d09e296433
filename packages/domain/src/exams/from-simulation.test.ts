import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import type { Edital } from '../scoring/edital-schema';
import { gradeSimulation } from '../scoring/grade-simulation';
import { examResultOfSimulation } from './from-simulation';

const resultOf = (edital: Edital, values: Record<string, number>) => {
  const graded = gradeSimulation(edital, { sex: 'M' }, values);
  if (!graded.ok) throw new Error(JSON.stringify(graded.errors));
  return examResultOfSimulation(edital, { sex: 'M' }, graded.simulation);
};

describe('examResultOfSimulation: graded editais in the one result shape', () => {
  it('CBMDF (linear): at every minimum, grade 1 and "no limite"; one short, grade 0 and what is missing', () => {
    const atMinimum = resultOf(cbmdf2025Estimada, { barra: 3, corrida_2400m: 765, natacao_100m: 160 });
    expect(atMinimum.events.map((e) => [e.key, e.grade, e.passed, e.marginText])).toEqual([
      ['barra', 1, true, 'no limite'],
      ['corrida_2400m', 1, true, 'no limite'],
      ['natacao_100m', 1, true, 'no limite'],
    ]);
    expect(atMinimum.aggregate).toEqual({ kind: 'average', value: 1, minimum: 1.67 });
    expect(atMinimum.apto).toBe(false);
    expect(atMinimum.sourceNote).toBe('Tabela de referência estimada — confira o edital oficial');

    const short = resultOf(cbmdf2025Estimada, { barra: 2, corrida_2400m: 700, natacao_100m: 120 });
    expect(short.events[0]).toMatchObject({
      grade: 0,
      passed: false,
      margin: -1,
      marginText: 'falta 1 repetição',
    });
    expect(short.events[1]).toMatchObject({ passed: true, marginText: 'sobram 1 min 5 s' });
    expect(short.apto).toBe(false);
    expect(short.reasons).toContain('Reprovado em Barra');
  });

  it('CBMMG (bands in whole seconds): 12:45 and its last hundredth still pass, 12:46 does not', () => {
    const swim = cbmmg2026CfsdMasculino.tests.find((t) => t.key.startsWith('natacao'))?.key ?? 'natacao_100m';
    const base = { barra: 3, corrida_2400m: 765, [swim]: 60 };
    const atBound = resultOf(cbmmg2026CfsdMasculino, base);
    expect(atBound.events[0]).toMatchObject({
      key: 'corrida_2400m',
      passed: true,
      marginText: 'sobram 0,99 s',
    });
    expect(atBound.events[1]).toMatchObject({
      key: 'barra',
      passed: true,
      marginText: 'no limite',
      points: 12,
    });
    const lastHundredth = resultOf(cbmmg2026CfsdMasculino, { ...base, corrida_2400m: 765.99 });
    expect(lastHundredth.events[0]).toMatchObject({ passed: true, marginText: 'no limite' });
    const past = resultOf(cbmmg2026CfsdMasculino, { ...base, corrida_2400m: 766 });
    expect(past.events[0]).toMatchObject({ passed: false, marginText: 'faltam 0,01 s' });
    expect(atBound.sourceNote).toBeNull();
  });
});
