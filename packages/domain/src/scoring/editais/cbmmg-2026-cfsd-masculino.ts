import type { Edital } from '../edital-schema';

// CBMMG 2026 (CFSd), men, as published: points 12–20 on a 20-point scale, 0 below the minimum.
// Band bounds are inclusive, in whole seconds or repetitions. There are no women's tables.
export const cbmmg2026CfsdMasculino: Edital = {
  id: 'cbmmg-2026-cfsd-masculino',
  version: 1,
  name: 'CBMMG 2026 (CFSd) — masculino',
  isEstimate: false,
  pointsScale: 20,
  tests: [
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
            { upper: 524, points: 20 }, // ≤ 8:44
            { lower: 525, upper: 554, points: 19 }, // 8:45–9:14
            { lower: 555, upper: 585, points: 18 }, // 9:15–9:45
            { lower: 586, upper: 615, points: 17 }, // 9:46–10:15
            { lower: 616, upper: 645, points: 16 }, // 10:16–10:45
            { lower: 646, upper: 675, points: 15 }, // 10:46–11:15
            { lower: 676, upper: 705, points: 14 }, // 11:16–11:45
            { lower: 706, upper: 736, points: 13 }, // 11:46–12:16
            { lower: 737, upper: 765, points: 12 }, // 12:17–12:45
            { lower: 766, points: 0 }, // > 12:45
          ],
        },
      ],
    },
    {
      key: 'barra',
      label: 'Barra',
      tables: [
        {
          sex: 'M',
          measure: 'reps',
          better: 'higher',
          kind: 'bands',
          rows: [
            { lower: 15, points: 20 },
            { lower: 12, upper: 14, points: 19 },
            { lower: 11, upper: 11, points: 18 },
            { lower: 10, upper: 10, points: 17 },
            { lower: 9, upper: 9, points: 16 },
            { lower: 8, upper: 8, points: 15 },
            { lower: 6, upper: 7, points: 14 },
            { lower: 4, upper: 5, points: 13 },
            { lower: 3, upper: 3, points: 12 },
            { upper: 2, points: 0 },
          ],
        },
      ],
    },
    {
      key: 'natacao_50m',
      label: 'Natação 50 m',
      distanceM: 50,
      tables: [
        {
          sex: 'M',
          measure: 'seconds_time',
          better: 'lower',
          kind: 'bands',
          rows: [
            { upper: 29, points: 20 },
            { lower: 30, upper: 32, points: 19 },
            { lower: 33, upper: 36, points: 18 },
            { lower: 37, upper: 40, points: 17 },
            { lower: 41, upper: 43, points: 16 },
            { lower: 44, upper: 47, points: 15 },
            { lower: 48, upper: 50, points: 14 },
            { lower: 51, upper: 54, points: 13 },
            { lower: 55, upper: 58, points: 12 },
            { lower: 59, points: 0 },
          ],
        },
      ],
    },
  ],
};
