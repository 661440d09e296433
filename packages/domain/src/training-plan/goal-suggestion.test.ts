import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import { gradeTest } from '../scoring/grade-test';
import { describeGoal, suggestGoal, suggestGoals } from './goal-suggestion';
import { targetsFor } from './targets';

describe('suggestGoal', () => {
  it.each([
    // [current grade, apto grade, suggestion]
    [null, 2.75, 'apto'],
    [0, 2.75, 'apto'],
    [2.74, 2.75, 'apto'],
    [2.75, 2.75, 'medalha'],
    [4.99, 2.75, 'medalha'],
    [5, 2.75, 7],
    [6.9, 2.75, 7],
    [7, 2.75, 9],
    [8.75, 2.75, 9],
    // Ouro already: hold today's grade, never a goal below it.
    [9, 2.75, 9],
    [9.35, 2.75, 9.35],
    [10, 2.75, 10],
    // An edital whose apto line (plus the margin) is already a prata.
    [6, 7, 'apto'],
    [7.5, 7, 9],
    // Apto asks more than ouro: apto until reached, then hold.
    [9.2, 9.5, 'apto'],
    [10, 9.5, 10],
  ] as const)('grade %s, apto at %s → %s', (current, apto, goal) => {
    expect(suggestGoal(current, apto)).toBe(goal);
  });

  it("never suggests less than today's grade", () => {
    for (let apto = 1.67; apto <= 10; apto += 0.37)
      for (let current = 0; current <= 10; current += 0.25) {
        const goal = suggestGoal(current, apto);
        const grade = goal === 'apto' ? apto : goal === 'medalha' ? 5 : goal;
        expect(grade).toBeGreaterThanOrEqual(Math.min(current, 10));
      }
  });

  it('never suggests less than apto', () => {
    for (let apto = 1.67; apto <= 10; apto += 0.37)
      for (let current = 0; current <= 10; current += 0.25) {
        const goal = suggestGoal(current, apto);
        const grade = goal === 'apto' ? apto : goal === 'medalha' ? 5 : goal;
        expect(grade).toBeGreaterThanOrEqual(Math.min(apto, 10));
      }
  });
});

describe('describeGoal', () => {
  it.each([
    ['apto', 'apto com margem'],
    ['medalha', 'medalha (bronze, nota 5)'],
    [7, 'nota 7 (prata)'],
    [9, 'nota 9 (ouro)'],
    [8, 'nota 8'],
    [6.5, 'nota 6,5'],
  ] as const)('%s → %s', (goal, text) => expect(describeGoal(goal)).toBe(text));
});

describe('suggestGoals', () => {
  it('per test of the edital, from the latest results graded by the edital', () => {
    // CBMDF, man: 6 reps (4,75), 2400 m in 9:00 (9,25: held), 100 m in 2:30 (a zero).
    const result = suggestGoals({
      edital: cbmdf2025Estimada,
      profile: { sex: 'M' },
      current: { barra: 6, corrida_2400m: 540, natacao_100m: 150 },
    });
    if (!result.ok) throw new Error('expected suggestions');
    expect(result.suggestions.map((s) => [s.key, s.label, s.goal, s.text])).toEqual([
      ['barra', 'Barra', 'medalha', 'medalha (bronze, nota 5)'],
      ['corrida_2400m', 'Corrida 2400 m', 9.25, 'manter a nota 9,25 (ouro)'],
      ['natacao_100m', 'Natação 100 m', 'apto', 'apto com margem'],
    ]);
    const bar = gradeTest(cbmdf2025Estimada, 'barra', { sex: 'M' }, 6);
    expect(result.suggestions[0]?.currentGrade).toBe(bar.ok ? bar.nota : Number.NaN);
    // The apto grade is the one targetsFor asks for 'apto'.
    const apto = targetsFor({ edital: cbmdf2025Estimada, profile: { sex: 'M' }, current: {}, goal: 'apto' });
    expect(result.suggestions.map((s) => s.aptoGrade)).toEqual(
      apto.ok ? apto.targets.map((t) => t.goalGrade) : [],
    );
  });

  it('without results, apto with the margin on every test', () => {
    const result = suggestGoals({ edital: cbmmg2026CfsdMasculino, profile: { sex: 'M' }, current: {} });
    if (!result.ok) throw new Error('expected suggestions');
    expect(result.suggestions.map((s) => s.key)).toEqual(cbmmg2026CfsdMasculino.tests.map((t) => t.key));
    for (const s of result.suggestions) expect(s).toMatchObject({ goal: 'apto', currentGrade: null });
  });

  it('a profile the edital has no table for answers the errors', () => {
    const result = suggestGoals({ edital: cbmmg2026CfsdMasculino, profile: { sex: 'F' }, current: {} });
    expect(result.ok).toBe(false);
  });
});
