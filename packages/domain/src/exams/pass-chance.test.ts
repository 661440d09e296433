import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chanceText, type EventChanceInput, eventChance, examChance, normalCdf } from './pass-chance';

const TAF = '2027-03-01';
const weekly = (values: number[], start = '2026-12-01') =>
  values.map((value, i) => {
    const date = new Date(`${start}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 7 * i);
    return { date: date.toISOString().slice(0, 10), value };
  });

const bar = (values: number[], passMark = 13): EventChanceInput => ({
  key: 'barra',
  label: 'Barra fixa',
  measure: 'reps',
  passMark,
  points: weekly(values),
});
const run = (values: number[]): EventChanceInput => ({
  key: 'corrida_2400m',
  label: 'Corrida de 2.400 metros',
  measure: 'seconds_time',
  passMark: 780,
  points: weekly(values),
});

describe('normalCdf', () => {
  it.each([
    [0, 0.5],
    [1.2816, 0.9],
    [-1.96, 0.025],
    [3, 0.99865],
  ])('Φ(%d) ≈ %d', (z, p) => expect(normalCdf(z)).toBeCloseTo(p, 4));
});

describe('eventChance', () => {
  it('a steady climb well past the mark: almost sure, a narrow band', () => {
    const chance = eventChance(bar([14, 15, 16, 17, 18, 19]), TAF);
    expect(chance?.method).toBe('tendencia_linear');
    expect(chance?.low).toBeGreaterThan(0.95);
  });

  it('results hovering at the mark: a band around even, wider the further TAF day is', () => {
    const soon = eventChance(bar([12, 14, 13, 12, 14, 13]), '2027-01-10');
    const later = eventChance(bar([12, 14, 13, 12, 14, 13]), TAF);
    // 4 of the 6 results reach 13: the band holds 67 %.
    expect(soon && soon.low < 0.67 && soon.high > 0.67).toBe(true);
    expect(soon && soon.low > 0.3 && soon.high < 0.99).toBe(true);
    expect((later?.high ?? 0) - (later?.low ?? 0)).toBeGreaterThan((soon?.high ?? 0) - (soon?.low ?? 0));
  });

  it('a time coming down to the mark counts as a time (lower is better)', () => {
    const improving = eventChance(run([840, 825, 810, 800, 790, 782]), TAF);
    const worsening = eventChance(run([760, 765, 770, 775, 780, 790]), TAF);
    expect(improving?.high).toBeGreaterThan(0.9);
    expect(worsening?.high).toBeLessThan(0.2);
  });

  it('one result: its latest value, a wide band', () => {
    const chance = eventChance(bar([13]), TAF);
    expect(chance?.method).toBe('ultimo_resultado');
    expect((chance?.high ?? 0) - (chance?.low ?? 0)).toBeGreaterThan(0.5);
  });

  it('no result: no chance to tell', () => {
    expect(eventChance(bar([]), TAF)).toBeNull();
  });

  it('a better latest result never lowers the expected mark, nor the chance of a single result', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (values, gain) => {
          const before = eventChance(bar(values), TAF);
          const after = eventChance(bar([...values.slice(0, -1), (values.at(-1) ?? 0) + gain]), TAF);
          expect(after?.expectedMark ?? 0).toBeGreaterThan(before?.expectedMark ?? 0);
        },
      ),
    );
    expect(eventChance(bar([14]), TAF)?.low).toBeGreaterThan(eventChance(bar([12]), TAF)?.low ?? 1);
  });
});

describe('examChance', () => {
  it('every event: the product of the chances, the weakest named', () => {
    const exam = examChance(
      [bar([14, 15, 16, 17, 18, 19]), run([800, 790, 782, 776, 772, 768])],
      '2027-01-10',
    );
    expect(exam?.weakest.key).toBe('corrida_2400m');
    const [a, b] = exam?.events ?? [];
    expect(exam?.low).toBeCloseTo((a?.low ?? 0) * (b?.low ?? 0), 10);
    expect(exam?.advice).toBeNull();
    expect(exam?.text).toMatch(/^Chance de aprovação: \d+(–\d+)? %$/);
    expect(exam?.isEstimate).toBe(true);
  });

  it('an event without results: no overall chance yet', () => {
    expect(examChance([bar([15]), run([])], TAF)).toBeNull();
  });
});

describe('chanceText', () => {
  it.each([
    [0.7, 0.85, 'Chance de aprovação: 70–85 %'],
    [0.81, 0.79, 'Chance de aprovação: 80 %'],
    [0.999, 1, 'Chance de aprovação: 99 %'],
    [0, 0.01, 'Chance de aprovação: 1 %'],
  ])('%d–%d → %s', (low, high, text) => expect(chanceText(low, high)).toBe(text));
});

describe('a band too wide to help', () => {
  it('is said in words, naming the event to log more of', () => {
    const exam = examChance([bar([14, 15, 16, 17, 18, 19]), run([780])], TAF);
    expect((exam?.high ?? 0) - (exam?.low ?? 0)).toBeGreaterThanOrEqual(0.5);
    expect(exam?.advice).toBe(
      'ainda poucos dados: registre mais resultados de Corrida de 2.400 metros até o TAF para a estimativa ficar mais precisa',
    );
    expect(exam?.text).toBe(`Chance de aprovação: ${exam?.advice}`);
  });
});
