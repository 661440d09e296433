import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { editalChance, type SimulationMarks } from './edital-chance';

const TAF = '2027-02-01';
const weekly = (rows: Record<string, number>[]): SimulationMarks[] =>
  rows.map((values, i) => {
    const date = new Date(Date.UTC(2026, 10, 1 + 7 * i));
    return { date: date.toISOString().slice(0, 10), values };
  });
const same = (values: Record<string, number>, times = 6) =>
  weekly(Array.from({ length: times }, () => values));

describe('editalChance (CBMDF 2025, men)', () => {
  it('marks well past every minimum: apto almost surely', () => {
    const chance = editalChance(
      cbmdf2025Estimada,
      { sex: 'M' },
      same({ barra: 12, corrida_2400m: 600, natacao_100m: 110 }),
      TAF,
    );
    expect(chance?.low).toBeGreaterThan(0.95);
    expect(chance?.text).toBe('Chance de aprovação: 99 %');
  });

  it('every mark at its minimum: the average of 1,67 weighs beyond each minimum', () => {
    const chance = editalChance(
      cbmdf2025Estimada,
      { sex: 'M' },
      same({ barra: 3, corrida_2400m: 765, natacao_100m: 160 }),
      TAF,
    );
    // Each minimum alone: 'each passes' at the band's better end is near sure; the whole rule is not.
    const everyMinimumHigh = chance?.events.reduce((p, e) => p * e.high, 1) ?? 0;
    expect(everyMinimumHigh).toBeGreaterThan(0.95);
    expect(chance?.high).toBeLessThan(everyMinimumHigh - 0.1);
    expect(chance?.low).toBeLessThan(0.01);
  });

  it('names the test that holds the chance down, and is the same every time', () => {
    const simulations = same({ barra: 4, corrida_2400m: 620, natacao_100m: 120 });
    const first = editalChance(cbmdf2025Estimada, { sex: 'M' }, simulations, TAF);
    expect(first?.weakest.key).toBe('barra');
    expect(editalChance(cbmdf2025Estimada, { sex: 'M' }, simulations, TAF)).toEqual(first);
  });

  it('no chance while a test has no result', () => {
    expect(
      editalChance(cbmdf2025Estimada, { sex: 'M' }, weekly([{ barra: 10, corrida_2400m: 600 }]), TAF),
    ).toBeNull();
  });
});
