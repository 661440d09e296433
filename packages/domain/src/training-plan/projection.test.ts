import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/plain-date';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { describeProjection, projectionAdvice, projectTest, type ResultPoint } from './projection';

// A 2400 m time improving 3 s a week with a fixed wobble, one result a week from 2026-01-05.
const WOBBLE = [4, -3, 2, -5, 3, -1, 5, -4];
const weekly: ResultPoint[] = WOBBLE.map((w, i) => ({
  date: addDays('2026-01-05', 7 * i),
  value: 760 - 3 * i + w,
}));
const TAF = '2026-04-06';
const project = (points: readonly ResultPoint[]) =>
  projectTest({
    edital: cbmdf2025Estimada,
    profile: { sex: 'M' },
    testKey: 'corrida_2400m',
    points,
    tafDate: TAF,
  });

describe('projectTest', () => {
  it('follows the trend and labels the result an estimate', () => {
    const p = project(weekly);
    if (!p) throw new Error('expected a projection');
    expect(p.method).toBe('tendencia_linear');
    expect(p.isEstimate).toBe(true);
    // About 760 − 3/week × 13 weeks ≈ 721 s on TAF day, inside its band.
    expect(p.expectedMark).toBeGreaterThan(710);
    expect(p.expectedMark).toBeLessThan(732);
    expect(p.betterMark).toBeLessThan(p.expectedMark);
    expect(p.worseMark).toBeGreaterThan(p.expectedMark);
    expect(p.lowGrade).toBeLessThanOrEqual(p.expectedGrade);
    expect(p.highGrade).toBeGreaterThanOrEqual(p.expectedGrade);
    // The time and its band first (faster end first), then the grades it spans.
    expect(p.measure).toBe('seconds_time');
    expect(p.text).toMatch(
      /^Estimativa para o TAF: \d+:\d\d \(entre \d+:\d\d e \d+:\d\d\), nota \d+(,\d+)?( a \d+(,\d+)?)?$/,
    );
    expect(p.text).not.toMatch(/entre (\S+) e \1\b/);
  });

  it('the band widens as results get fewer', () => {
    const widths = [8, 7, 6, 5, 4, 3, 2, 1].map((k) => {
      const p = project(weekly.slice(-k));
      if (!p) throw new Error('expected a projection');
      return p.worseMark - p.betterMark;
    });
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThanOrEqual(widths[i - 1] ?? 0);
    expect(widths.at(-1)).toBeGreaterThan(widths[0] ?? 0);
  });

  it('without a trend (few results or under two weeks) it keeps the latest result, ± 10 %', () => {
    const p = project([
      { date: '2026-03-01', value: 700 },
      { date: '2026-03-05', value: 690 },
      { date: '2026-03-08', value: 695 },
    ]);
    expect(p?.method).toBe('ultimo_resultado');
    expect(p?.expectedMark).toBe(695);
    expect(p?.worseMark).toBe(765);
    expect(p?.betterMark).toBe(626);
  });

  it('never reads the line further ahead than the data reach back', () => {
    // Two weeks of fast progress, TAF a year away: read at most two weeks ahead.
    const fast = [0, 7, 14].map((d, i) => ({ date: addDays('2026-01-05', d), value: 760 - 10 * i }));
    const p = projectTest({
      edital: cbmdf2025Estimada,
      profile: { sex: 'M' },
      testKey: 'corrida_2400m',
      points: fast,
      tafDate: '2027-01-05',
    });
    expect(p?.expectedMark).toBe(720);
  });

  it('grades reps for the bar and returns null without results', () => {
    const bar = projectTest({
      edital: cbmdf2025Estimada,
      profile: { sex: 'M' },
      testKey: 'barra',
      points: [0, 14, 28, 42].map((d, i) => ({ date: addDays('2026-01-05', d), value: 4 + i })),
      tafDate: '2026-03-02',
    });
    // One more rep every two weeks: 8 on TAF day, graded by the edital (1 + 0.75 × 5).
    expect(bar?.expectedMark).toBe(8);
    expect(bar?.expectedGrade).toBe(4.75);
    expect(project([])).toBeNull();
  });

  it('says the bar projection in repetitions, with its band and grades', () => {
    const bar = projectTest({
      edital: cbmdf2025Estimada,
      profile: { sex: 'M' },
      testKey: 'barra',
      points: [{ date: '2026-01-05', value: 10 }],
      tafDate: '2026-03-02',
    });
    // No trend: 10 ± 30 % → 7 to 13 reps.
    expect(bar?.measure).toBe('reps');
    // 7 reps grade 1 + 0.75 × 4 = 4; 13 reps 1 + 0.75 × 10 = 8,5 (the edital's linear table).
    expect(bar?.text).toBe('Estimativa para o TAF: cerca de 10 repetições (entre 7 e 13), nota 4 a 8,5');
  });
});

describe('projectionAdvice: a band too wide to help is said in words (issue 21 §9)', () => {
  const wide = { lowGrade: 0, highGrade: 10 };
  it.each([
    [
      { testKey: 'corrida_2400m', points: 1, spanDays: 0, ...wide },
      'ainda poucos dados: registre mais 2 simulados ou corridas de 2,4 km',
    ],
    [
      { testKey: 'corrida_2400m', points: 2, spanDays: 3, ...wide },
      'ainda poucos dados: registre mais 1 simulado ou corrida de 2,4 km',
    ],
    [{ testKey: 'barra', points: 1, spanDays: 0, ...wide }, 'ainda poucos dados: registre mais 2 simulados'],
    [
      { testKey: 'natacao_100m', points: 4, spanDays: 9, ...wide },
      'ainda poucos dados: continue registrando resultados por mais 5 dias',
    ],
    [
      { testKey: 'corrida_2400m', points: 6, spanDays: 40, ...wide },
      'resultados muito diferentes entre si: registre mais simulados ou corridas de 2,4 km para a estimativa ficar mais precisa',
    ],
    [{ testKey: 'corrida_2400m', points: 1, spanDays: 0, lowGrade: 4, highGrade: 8.5 }, null],
  ])('%j → %s', (input, advice) => expect(projectionAdvice(input)).toBe(advice));

  it("replaces 'entre 8:06 e 16:51, nota 0 a 10' in the projection's text", () => {
    const run = projectTest({
      edital: cbmdf2025Estimada,
      profile: { sex: 'M' },
      testKey: 'corrida_2400m',
      // Three results over three weeks that disagree wildly.
      points: [
        { date: '2026-01-05', value: 560 },
        { date: '2026-01-15', value: 980 },
        { date: '2026-01-26', value: 600 },
      ],
      tafDate: '2026-03-02',
    });
    expect(run?.advice).toMatch(/^resultados muito diferentes entre si/);
    expect(run?.text).toBe(`Estimativa para o TAF: ${run?.advice}`);
    expect(run?.text).not.toMatch(/nota 0 a 10/);
  });
});

describe('describeProjection', () => {
  const time = { measure: 'seconds_time' as const, expectedMark: 665, worseMark: 690, betterMark: 640 };
  it.each([
    [
      'a time: the faster end first, the grades as a range',
      { ...time, lowGrade: 6.5, highGrade: 8 },
      '11:05 (entre 10:40 e 11:30), nota 6,5 a 8',
    ],
    [
      'equal grades are said once',
      {
        measure: 'reps' as const,
        expectedMark: 14,
        worseMark: 13,
        betterMark: 15,
        lowGrade: 10,
        highGrade: 10,
      },
      'cerca de 14 repetições (entre 13 e 15), nota 10',
    ],
    [
      'grades equal once written (7,749 and 7,75) are said once too',
      { ...time, lowGrade: 7.749, highGrade: 7.75 },
      '11:05 (entre 10:40 e 11:30), nota 7,75',
    ],
    [
      'equal marks: no band',
      { measure: 'reps' as const, expectedMark: 1, worseMark: 1, betterMark: 1, lowGrade: 0, highGrade: 0 },
      'cerca de 1 repetição, nota 0',
    ],
    [
      'a hang in seconds',
      {
        measure: 'seconds_hang' as const,
        expectedMark: 45,
        worseMark: 40,
        betterMark: 50,
        lowGrade: 6,
        highGrade: 7.5,
      },
      'cerca de 45 s (entre 40 e 50 s), nota 6 a 7,5',
    ],
    [
      'grades given high first still read low to high',
      { ...time, lowGrade: 8, highGrade: 6.5 },
      '11:05 (entre 10:40 e 11:30), nota 6,5 a 8',
    ],
  ])('%s', (_name, marks, text) => {
    expect(describeProjection(marks)).toBe(text);
    expect(describeProjection(marks)).not.toMatch(/entre (\S+) e \1\b/);
  });
});
