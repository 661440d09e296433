import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '@/components/exam-search/exam-catalogue.fixture';
import { examChoices } from './log-choices';

const summary = (id: string, sex: 'M' | 'F' | null) =>
  examChoices(catalogueEntry(id), sex).map((choice) => [
    choice.label,
    choice.kind,
    choice.exam?.passMark ?? null,
  ]);

describe('examChoices: the events of the exam to log, as the sex does them', () => {
  it('gives a Polícia Penal DF woman her static bar, jumps, flexões, abdominais and the Cooper test', () => {
    expect(summary('ppdf-taf', 'F')).toEqual([
      ['Teste estático de barra fixa', 'isometria', '25 s'],
      ['Impulsão horizontal', 'impulsao', '1,40 m'],
      ['Flexão de braço com apoio (solo)', 'flexao', '18 repetições'],
      ['Flexão abdominal', 'abdominal', '25 repetições'],
      ['Corrida de 12 minutos', 'COOPER', '2.000 m em 12 minutos'],
    ]);
  });

  it('leaves the bar, the swims and the longer runs to their own forms; a sprint keeps its distance', () => {
    const pmpb = examChoices(catalogueEntry('pmpb-2023-soldado'), 'M');
    expect(pmpb.map((choice) => choice.kind)).toEqual(['sprint', 'abdominal', 'salto_altura']);
    expect(pmpb[0]?.exam).toMatchObject({ distanceM: 100, passMark: '15 s' });
    expect(summary('cbmdf-2025-estimada', 'M')).toEqual([]);
  });

  it("names a grade table's hang after the exercise, and reads a partial exam without its numbers", () => {
    expect(summary('cbmdf-2025-estimada', 'F')).toEqual([['Isometria na barra', 'isometria', null]]);
    expect(summary('prf-2021', null)).toEqual([
      ['Shuttle run (corrida de ir e vir)', 'shuttle_run', null],
      ['Impulsão horizontal', 'impulsao', null],
      ['Flexão abdominal', 'abdominal', null],
      ['Corrida de 12 minutos', 'COOPER', null],
    ]);
    expect(examChoices(undefined, 'F')).toEqual([]);
  });
});
