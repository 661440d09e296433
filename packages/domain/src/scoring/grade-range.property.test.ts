import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EditalSchema } from './edital-schema';
import { gradeTable } from './grade-table';

// Numbers as an admin's JSON could hold them: ordinary marks, and the extremes that once
// produced `nota: null` (minimum 1e308, top 0).
const anyNumber = fc.oneof(
  fc.integer({ min: 0, max: 4000 }),
  fc.double({ min: 0, max: 5000, noNaN: true }),
  fc.constantFrom(0, 1e-300, 1e-9, 0.001, 1e6, 1e12, 1e308, Number.MAX_VALUE, Number.MIN_VALUE),
);

// Mostly the direction each measure needs (so many documents pass), sometimes the wrong one.
const direction = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      { measure: 'reps', better: 'higher' },
      { measure: 'seconds_hang', better: 'higher' },
      { measure: 'seconds_time', better: 'lower' },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { measure: 'reps', better: 'lower' },
      { measure: 'seconds_time', better: 'higher' },
    ),
  },
);

const linearTable = fc.record({
  kind: fc.constant('linear'),
  sex: fc.constant('M'),
  direction,
  minimum: anyNumber,
  top: anyNumber,
  step: fc.oneof(fc.constantFrom(0.25, 0.5, 0.1, 1, 0.01), anyNumber),
});

const bandsTable = fc.record({
  kind: fc.constant('bands'),
  sex: fc.constant('M'),
  direction,
  rows: fc.array(
    fc.record(
      {
        lower: fc.integer({ min: 0, max: 5000 }),
        upper: fc.integer({ min: 0, max: 5000 }),
        points: anyNumber,
      },
      { requiredKeys: ['points'] },
    ),
    { minLength: 2, maxLength: 6 },
  ),
});

const document = fc.record({
  id: fc.constant('prova'),
  version: fc.constant(1),
  name: fc.constant('Prova'),
  isEstimate: fc.constant(false),
  pointsScale: fc.oneof(fc.constantFrom(10, 100), fc.integer({ min: 1, max: 1e9 })),
  tests: fc
    .oneof(linearTable, bandsTable)
    .map(({ direction, ...table }) => [
      { key: 'teste', label: 'Teste', tables: [{ ...table, ...direction }] },
    ]),
});

describe('edital import (property)', () => {
  it('a document that passes validation grades every value of its range to a finite 0–10', () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        document,
        fc.array(fc.double({ min: 0, max: 3600, noNaN: true }), { minLength: 20, maxLength: 20 }),
        (doc, values) => {
          const parsed = EditalSchema.safeParse(doc);
          if (!parsed.success) return;
          accepted += 1;
          const edital = parsed.data;
          const table = edital.tests[0]?.tables[0];
          if (!table) throw new Error('no table');
          for (const value of [...values, 0, 1, 100, 600, 3600]) {
            const { nota, points } = gradeTable(table, edital.pointsScale, value);
            expect(Number.isFinite(nota), `nota ${nota} for ${value}`).toBe(true);
            expect(nota).toBeGreaterThanOrEqual(0);
            expect(nota).toBeLessThanOrEqual(10);
            expect(Number.isFinite(points)).toBe(true);
          }
        },
      ),
      { numRuns: 3000 },
    );
    // The generator must reach valid documents, or the property proves nothing.
    expect(accepted).toBeGreaterThan(50);
  });

  it('the document that once stored nota null is refused', () => {
    const doc = {
      id: 'nan',
      version: 1,
      name: 'NaN',
      isEstimate: false,
      pointsScale: 10,
      tests: [
        {
          key: 'corrida_2400m',
          label: 'Corrida',
          tables: [
            { kind: 'linear', sex: 'M', measure: 'seconds_time', better: 'lower', minimum: 1e308, top: 0 },
          ],
        },
      ],
    };
    expect(EditalSchema.safeParse(doc).success).toBe(false);
  });
});
