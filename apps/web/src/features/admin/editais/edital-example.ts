import type { EditalInput } from '@prontidao/domain/scoring/edital-schema';

// A small valid document: one test per table kind (linear anchors for the bar, bands for the run), so
// an admin sees both shapes. Its validity is checked by a test against the domain schema.

export const EXAMPLE_EDITAL = {
  id: 'exemplo-2026',
  version: 1,
  name: 'Exemplo 2026 — soldado',
  isEstimate: false,
  pointsScale: 10,
  tests: [
    {
      key: 'barra',
      label: 'Barra',
      tables: [
        { sex: 'M', measure: 'reps', better: 'higher', kind: 'linear', minimum: 3, top: 15, step: 0.25 },
        { sex: 'F', measure: 'seconds_hang', better: 'higher', kind: 'linear', minimum: 20, top: 60 },
      ],
    },
    {
      key: 'corrida_2400m',
      label: 'Corrida 2400 m',
      distanceM: 2400,
      tables: [
        {
          sex: 'M',
          measure: 'seconds_time',
          better: 'lower',
          kind: 'bands',
          rows: [
            { upper: 540, points: 10 },
            { lower: 541, upper: 600, points: 8 },
            { lower: 601, upper: 680, points: 6 },
            { lower: 681, upper: 765, points: 4 },
            { lower: 766, points: 0 },
          ],
        },
        { sex: 'F', measure: 'seconds_time', better: 'lower', kind: 'linear', minimum: 860, top: 620 },
      ],
    },
  ],
} satisfies EditalInput;

export const EXAMPLE_JSON = JSON.stringify(EXAMPLE_EDITAL, null, 2);
