import { describe, expect, it } from 'vitest';
import { cbmdf2025Estimada } from '../scoring/editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from '../scoring/editais/cbmmg-2026-cfsd-masculino';
import type { Edital, Sex } from '../scoring/edital-schema';
import { gradeTest } from '../scoring/grade-test';
import { APTO_MARGIN, MEDAL_GOAL_GRADE, type PlanGoal, targetsFor } from './targets';

const cases: { edital: Edital; sex: Sex }[] = [
  { edital: cbmdf2025Estimada, sex: 'M' },
  { edital: cbmdf2025Estimada, sex: 'F' },
  { edital: cbmmg2026CfsdMasculino, sex: 'M' },
];
const goals: PlanGoal[] = ['apto', 'medalha', 1, 5, 6, 6.5, 7, 8.3, 9, 10];

describe('targetsFor: every target comes from the edital', () => {
  for (const { edital, sex } of cases) {
    it.each(goals)(`${edital.id} ${sex}, meta %s`, (goal) => {
      const result = targetsFor({ edital, profile: { sex }, current: {}, goal });
      if (!result.ok) throw new Error('expected targets');
      expect(result.targets.map((t) => t.key)).toEqual(edital.tests.map((t) => t.key));
      for (const target of result.targets) {
        // Recomputed with the scoring code, the target reaches the goal…
        const graded = gradeTest(edital, target.key, { sex }, target.targetMark);
        if (!graded.ok) throw new Error(graded.error.message);
        expect(graded.nota).toBe(target.targetGrade);
        expect(graded.nota).toBeGreaterThanOrEqual(target.goalGrade);
        // …and one unit worse does not: it is the easiest mark that does.
        const worse = target.better === 'lower' ? target.targetMark + 1 : target.targetMark - 1;
        const below = gradeTest(edital, target.key, { sex }, worse);
        if (below.ok) expect(below.nota).toBeLessThan(target.goalGrade);
        // The minimum mark is the last one that is not a zero.
        const min = gradeTest(edital, target.key, { sex }, target.minimumMark);
        const past = gradeTest(
          edital,
          target.key,
          { sex },
          target.better === 'lower' ? target.minimumMark + 1 : target.minimumMark - 1,
        );
        expect(min.ok && min.nota > 0).toBe(true);
        if (past.ok) expect(past.nota).toBe(0);
      }
    });
  }

  it('writes the target as the spec shows it', () => {
    const result = targetsFor({ edital: cbmdf2025Estimada, profile: { sex: 'M' }, current: {}, goal: 7 });
    if (!result.ok) throw new Error('expected targets');
    const run = result.targets.find((t) => t.key === 'corrida_2400m');
    // 765 − 6 × (241/9) ≈ 604.3 s: 10:04 is the slowest whole second that grades 7.
    expect(run?.text).toBe('Corrida 2400 m: 10:04 para nota 7');
    expect(result.targets.find((t) => t.key === 'barra')?.text).toBe('Barra: 11 repetições para nota 7');
  });

  it('apto = the apto line plus the margin; medalha = bronze', () => {
    const df = targetsFor({ edital: cbmdf2025Estimada, profile: { sex: 'F' }, current: {}, goal: 'apto' });
    const mg = targetsFor({
      edital: cbmmg2026CfsdMasculino,
      profile: { sex: 'M' },
      current: {},
      goal: 'apto',
    });
    const medal = targetsFor({
      edital: cbmmg2026CfsdMasculino,
      profile: { sex: 'M' },
      current: {},
      goal: 'medalha',
    });
    if (!df.ok || !mg.ok || !medal.ok) throw new Error('expected targets');
    // CBMDF: the minimum grades 1, apto needs 1.67, plus the margin.
    for (const t of df.targets) expect(t.goalGrade).toBeCloseTo(1.67 + APTO_MARGIN);
    // CBMMG: the minimum is 12 of 20 points (grade 6), so apto aims at 7.
    for (const t of mg.targets) expect(t.goalGrade).toBe(6 + APTO_MARGIN);
    for (const t of medal.targets) expect(t.goalGrade).toBe(MEDAL_GOAL_GRADE);
  });

  it('grades the current results and says when the goal is met', () => {
    const result = targetsFor({
      edital: cbmdf2025Estimada,
      profile: { sex: 'F' },
      current: { barra: 45, corrida_2400m: 900 },
      goal: { barra: 7, corrida_2400m: 'apto' },
    });
    if (!result.ok) throw new Error('expected targets');
    const [bar, run, swim] = result.targets;
    expect(bar?.measure).toBe('seconds_hang');
    expect(bar?.current?.grade).toBe(6.5);
    expect(bar?.isMet).toBe(false);
    expect(run?.current?.grade).toBe(0);
    expect(swim?.current).toBeNull();
  });

  it('refuses an edital without tables for the sex', () => {
    const result = targetsFor({
      edital: cbmmg2026CfsdMasculino,
      profile: { sex: 'F' },
      current: {},
      goal: 'apto',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.code)).toEqual(Array(3).fill('NOT_AVAILABLE_FOR_SEX'));
  });
});
