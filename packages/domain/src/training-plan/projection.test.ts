import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { addDays } from './plan-dates';
import { projectTest, type ResultPoint } from './projection';

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
    expect(p.text).toMatch(/^Estimativa para o TAF: nota \d+(,\d+)? \(entre .+ e .+\)$/);
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
});
