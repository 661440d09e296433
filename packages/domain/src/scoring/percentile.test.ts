import { describe, expect, it } from 'vitest';
import { EDITAIS } from './editais/catalog';
import { cbmdf2025Estimada } from './editais/cbmdf-2025-estimada';
import { cbmmg2026CfsdMasculino } from './editais/cbmmg-2026-cfsd-masculino';
import type { ScoringTable } from './edital-schema';
import { FEEDBACK_LABELS, type FeedbackBand, feedbackBand } from './feedback';
import { gradeTable } from './grade-table';
import {
  erf,
  estimatePercentile,
  normalCdf,
  percentileAnchors,
  percentileInBand,
  percentileMessage,
  percentilePosition,
} from './percentile';

const tableOf = (edital: typeof cbmdf2025Estimada, key: string, index = 0): ScoringTable => {
  const table = edital.tests.find((test) => test.key === key)?.tables[index];
  if (!table) throw new Error(`no table ${key}[${index}]`);
  return table;
};
const runMen = tableOf(cbmdf2025Estimada, 'corrida_2400m', 0);
const barMen = tableOf(cbmdf2025Estimada, 'barra', 0);
const hangWomen = tableOf(cbmdf2025Estimada, 'barra', 1);
const swimWomen = tableOf(cbmdf2025Estimada, 'natacao_100m', 1);

describe('normal model', () => {
  it.each<[number, number]>([
    [0, 0],
    [0.5, 0.5204998778],
    [1, 0.8427007929],
    [-1, -0.8427007929],
    [2, 0.995322265],
  ])('erf(%d) ≈ %d', (x, expected) => {
    expect(erf(x)).toBeCloseTo(expected, 6);
  });

  it.each<[number, number]>([
    [0, 0.5],
    [1.959963985, 0.975],
    [-0.6744897502, 0.25],
    [1.8807936082, 0.97],
  ])('Φ(%d) ≈ %d', (z, expected) => {
    expect(normalCdf(z)).toBeCloseTo(expected, 6);
  });
});

describe('estimatePercentile', () => {
  it.each<[string, number, ScoringTable, number]>([
    ['men 2400 m at the minimum (12:45)', 25, runMen, 765],
    ['men 2400 m at the top (8:44)', 97, runMen, 524],
    ['men 2400 m at the median (11:41)', 50, runMen, 701],
    ['men 2400 m at the Cooper median (11:54)', 45, runMen, 714],
    ['men 2400 m far behind', 1, runMen, 3000],
    ['men 2400 m far ahead', 99, runMen, 300],
    ['men bar at the minimum (3 reps)', 25, barMen, 3],
    ['men bar at the top (15 reps)', 97, barMen, 15],
    ['men bar, 8 reps on √reps', 74, barMen, 8],
    ['men bar, 0 reps', 1, barMen, 0],
    ['women hang at the minimum (20 s)', 25, hangWomen, 20],
    ['women hang at the top (60 s)', 97, hangWomen, 60],
    ['women hang, 35 s on log seconds', 73, hangWomen, 35],
    ['women hang, 0 s', 1, hangWomen, 0],
    ['women swim at the minimum', 25, swimWomen, 190],
    ['women swim at the top', 97, swimWomen, 110],
  ])('%s → %d', (_name, percentile, table, value) => {
    expect(estimatePercentile(table, value)).toEqual({ percentile, isEstimate: true });
  });

  it('puts the men 2400 m median at ≈ 11:41 (cross-check of taf-2025.md)', () => {
    const median = Array.from({ length: 241 }, (_, i) => 524 + i).find(
      (seconds) => estimatePercentile(runMen, seconds).percentile <= 50,
    );
    expect(median).toBeGreaterThanOrEqual(700);
    expect(median).toBeLessThanOrEqual(702);
  });

  it.each<[string, number, number, ScoringTable]>([
    ['2400 m', 765, 524, tableOf(cbmmg2026CfsdMasculino, 'corrida_2400m')],
    ['bar', 3, 15, tableOf(cbmmg2026CfsdMasculino, 'barra')],
    ['50 m swim', 58, 29, tableOf(cbmmg2026CfsdMasculino, 'natacao_50m')],
  ])(
    'anchors the CBMMG %s bands on the lowest passing band (%d) and the top band (%d)',
    (_n, minimum, top, table) => {
      expect(percentileAnchors(table)).toEqual({ minimum, top });
      expect(estimatePercentile(table, minimum).percentile).toBe(25);
      expect(estimatePercentile(table, top).percentile).toBe(97);
    },
  );
});

describe('percentilePosition', () => {
  it.each<[number, string]>([
    [99, 'Entre os 10% melhores'],
    [90, 'Entre os 10% melhores'],
    [89, 'Entre os 25% melhores'],
    [75, 'Entre os 25% melhores'],
    [74, 'Acima da média'],
    [50, 'Acima da média'],
    [49, 'Abaixo da média — continue treinando'],
    [25, 'Abaixo da média — continue treinando'],
    [24, 'Precisa melhorar bastante'],
    [1, 'Precisa melhorar bastante'],
  ])('%d → %s', (percentile, message) => {
    expect(percentilePosition(percentile)).toBe(message);
  });
});

describe('percentileMessage beside the feedback (one rule: the grade decides)', () => {
  it.each<[number, FeedbackBand, string]>([
    // The reported rows: 4,25/10 'Precisa melhorar' beside percentile 73; 4,50/10 beside 63.
    [73, 'precisa_melhorar', 'Abaixo da média — continue treinando'],
    [63, 'precisa_melhorar', 'Abaixo da média — continue treinando'],
    [80, 'precisa_melhorar', 'Abaixo da média — continue treinando'],
    [49, 'precisa_melhorar', 'Abaixo da média — continue treinando'],
    [10, 'precisa_melhorar', 'Precisa melhorar bastante'],
    [30, 'regular', 'Acima da média'],
    [70, 'regular', 'Acima da média'],
    [80, 'regular', 'Acima da média'],
    [90, 'bom', 'Entre os 25% melhores'],
    [40, 'bom', 'Entre os 25% melhores'],
    [60, 'excelente', 'Entre os 10% melhores'],
    [97, 'excelente', 'Entre os 10% melhores'],
  ])('%d with %s → %s', (percentile, band, message) => {
    expect(percentileMessage(percentile, band)).toBe(message);
  });

  it.each<[number, FeedbackBand, number]>([
    [73, 'precisa_melhorar', 49],
    [25, 'precisa_melhorar', 25],
    [30, 'regular', 50],
    [97, 'bom', 89],
    [60, 'excelente', 90],
  ])('percentile %d with %s is shown as %d', (percentile, band, shown) => {
    expect(percentileInBand(percentile, band)).toBe(shown);
  });

  // Words that judge: a negative band never sits beside praise, a positive one never beside a scolding.
  const PRAISE = /melhores|Acima da média/;
  const SCOLDING = /Precisa melhorar|continue treinando/;
  const tables = EDITAIS.flatMap((edital) =>
    edital.tests.flatMap((test) =>
      test.tables.map((table) => ({ name: `${edital.id} ${test.key} ${table.sex}`, table, edital })),
    ),
  );

  it.each(tables)('$name: every result reads coherently', ({ table, edital }) => {
    const anchors = percentileAnchors(table);
    const low = Math.min(anchors.minimum, anchors.top);
    const high = Math.max(anchors.minimum, anchors.top);
    const span = high - low;
    for (let value = Math.max(0, low - span); value <= high + span; value += span / 200) {
      const { nota } = gradeTable(table, edital.pointsScale, value);
      const band = feedbackBand(nota);
      const message = percentileMessage(estimatePercentile(table, value).percentile, band);
      const context = `${value} → ${nota} ${FEEDBACK_LABELS[band]} / ${message}`;
      if (band === 'precisa_melhorar') expect(PRAISE.test(message), context).toBe(false);
      if (band === 'excelente' || band === 'bom') expect(SCOLDING.test(message), context).toBe(false);
    }
  });
});
