import type { Edital } from '../edital-schema';

// The default edital. The official CBMDF 2025 annex is not available: anchors come from the closest
// published tables (see shared/domain/taf-2025.md). Linear from the minimum (grade 1) to the top (10).
export const cbmdf2025Estimada: Edital = {
  id: 'cbmdf-2025-estimada',
  version: 1,
  name: 'CBMDF 2025 — referência estimada',
  isEstimate: true,
  pointsScale: 10,
  tests: [
    {
      key: 'barra',
      label: 'Barra',
      tables: [
        // CBMMG 2026: 3 reps pass, 15 is the maximum.
        { sex: 'M', measure: 'reps', better: 'higher', kind: 'linear', minimum: 3, top: 15, step: 0.25 },
        // Women hang isometrically (chin above the bar, timed), as in DF exams (25 s minimum seen).
        {
          sex: 'F',
          measure: 'seconds_hang',
          better: 'higher',
          kind: 'linear',
          minimum: 20,
          top: 60,
          step: 0.25,
        },
      ],
    },
    {
      key: 'corrida_2400m',
      label: 'Corrida 2400 m',
      distanceM: 2400,
      tables: [
        // 12:45 → 8:44 (CBMMG 2026 men); women ≈ +12 %: 14:20 → 10:20.
        {
          sex: 'M',
          measure: 'seconds_time',
          better: 'lower',
          kind: 'linear',
          minimum: 765,
          top: 524,
          step: 0.25,
        },
        {
          sex: 'F',
          measure: 'seconds_time',
          better: 'lower',
          kind: 'linear',
          minimum: 860,
          top: 620,
          step: 0.25,
        },
      ],
    },
    {
      key: 'natacao_100m',
      label: 'Natação 100 m',
      distanceM: 100,
      tables: [
        // 2:40 → 1:30 men, 3:10 → 1:50 women.
        {
          sex: 'M',
          measure: 'seconds_time',
          better: 'lower',
          kind: 'linear',
          minimum: 160,
          top: 90,
          step: 0.25,
        },
        {
          sex: 'F',
          measure: 'seconds_time',
          better: 'lower',
          kind: 'linear',
          minimum: 190,
          top: 110,
          step: 0.25,
        },
      ],
    },
  ],
};
