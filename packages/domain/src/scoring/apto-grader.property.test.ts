import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARGO_CODES } from '../profile/cargos';
import { EDITAIS } from './editais/catalog';
import { aptoGrader, gradeSimulation } from './grade-simulation';

// aptoGrader is gradeSimulation's 'apto' without the rest of the result (the chance of passing grades
// thousands of drawn marks with it): for any profile and any marks — near every edge, implausible,
// missing — both say the same.

const mark = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 40 }) },
  {
    weight: 6,
    arbitrary: fc.double({ min: 20, max: 1200, noNaN: true }).map((v) => Math.round(v * 100) / 100),
  },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 0.5, 1e9, Number.NaN, Number.POSITIVE_INFINITY) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

describe('aptoGrader', () => {
  for (const edital of EDITAIS)
    it(`${edital.id}: the same apto as gradeSimulation`, () => {
      fc.assert(
        fc.property(
          fc.constantFrom('M' as const, 'F' as const),
          fc.option(fc.constantFrom(...CARGO_CODES), { nil: undefined }),
          fc.array(mark, { minLength: edital.tests.length, maxLength: edital.tests.length }),
          (sex, cargo, marks) => {
            const profile = { sex, ...(cargo ? { cargo } : {}) };
            const values = Object.fromEntries(edital.tests.map((test, i) => [test.key, marks[i]]));
            const passes = aptoGrader(edital, profile);
            const graded = gradeSimulation(edital, profile, values);
            if (!passes) {
              expect(graded.ok).toBe(false);
              return;
            }
            expect(passes(values)).toBe(graded.ok && graded.simulation.apto);
          },
        ),
        { numRuns: 3000 },
      );
    });

  it('CBMDF, near the pass mark: each side of it as gradeSimulation grades it', () => {
    const [cbmdf] = EDITAIS;
    if (!cbmdf) throw new Error('no edital');
    const passes = aptoGrader(cbmdf, { sex: 'M' });
    let apto = 0;
    for (let barra = 0; barra <= 15; barra++)
      for (let run = 540; run <= 900; run += 7)
        for (const swim of [70, 95, 120, 150]) {
          const values = { barra, corrida_2400m: run, natacao_100m: swim };
          const graded = gradeSimulation(cbmdf, { sex: 'M' }, values);
          const expected = graded.ok && graded.simulation.apto;
          expect(passes?.(values)).toBe(expected);
          if (expected) apto++;
        }
    // Both sides of the rule were visited.
    expect(apto).toBeGreaterThan(100);
    expect(apto).toBeLessThan(16 * 52 * 4);
  });
});
