import type { BandRow, Measure, ScoringTable } from './edital-schema';
import type { FeedbackBand } from './feedback';

// Estimated percentile (no public candidate data exists): results are normal on a scale that suits
// the measure, anchored so that the table's minimum sits at the 25th percentile and its top at the 97th.

export interface PercentileEstimate {
  percentile: number;
  isEstimate: true;
}

export const PERCENTILE_LABEL = 'percentil estimado';

const Z_AT_MINIMUM = -0.6744897501960817; // Φ⁻¹(0.25)
const Z_AT_TOP = 1.8807936081512509; // Φ⁻¹(0.97)

/** erf by Abramowitz & Stegun 7.1.26 (absolute error < 1.5e-7). */
export function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const y = 1 - poly * Math.exp(-x * x);
  return x < 0 ? -y : y;
}

export const normalCdf = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));

// Times on the time, repetitions on √reps, hangs on log seconds (below 1 s counts as 1 s).
function scaled(measure: Measure, value: number): number {
  if (measure === 'reps') return Math.sqrt(Math.max(value, 0));
  if (measure === 'seconds_hang') return Math.log(Math.max(value, 1));
  return value;
}

// The worse edge of a band: where it starts for 'higher', where it ends for 'lower'.
const worseEdge = (row: BandRow, higher: boolean): number =>
  (higher ? (row.lower ?? row.upper) : (row.upper ?? row.lower)) ?? 0;

/** The marks that anchor the model: a linear table's minimum and top; for bands, the worse edge of
 * the lowest passing band (minimum) and of the top band (top). */
export function percentileAnchors(table: ScoringTable): { minimum: number; top: number } {
  if (table.kind === 'linear') return { minimum: table.minimum, top: table.top };
  const higher = table.better === 'higher';
  const passing = table.rows.filter((row) => row.points > 0);
  const byPoints = [...passing].sort((a, b) => a.points - b.points);
  const lowest = byPoints[0];
  const best = byPoints[byPoints.length - 1];
  if (!lowest || !best) return { minimum: 0, top: 0 };
  return { minimum: worseEdge(lowest, higher), top: worseEdge(best, higher) };
}

/** Percentile (1–99) of a plausible result (see plausibility.ts) among the edital's candidates. */
export function estimatePercentile(table: ScoringTable, value: number): PercentileEstimate {
  const anchors = percentileAnchors(table);
  const minimum = scaled(table.measure, anchors.minimum);
  const top = scaled(table.measure, anchors.top);
  const position = (scaled(table.measure, value) - minimum) / (top - minimum);
  const z = Z_AT_MINIMUM + position * (Z_AT_TOP - Z_AT_MINIMUM);
  const percentile = Math.round(100 * normalCdf(z));
  return { percentile: Math.min(99, Math.max(1, percentile)), isEstimate: true };
}

/** Where a percentile stands among the candidates (spec §9: messages at 90 / 75 / 50 / 25). */
export function percentilePosition(percentile: number): string {
  if (percentile >= 90) return 'Entre os 10% melhores';
  if (percentile >= 75) return 'Entre os 25% melhores';
  if (percentile >= 50) return 'Acima da média';
  if (percentile >= 25) return 'Abaixo da média — continue treinando';
  return 'Precisa melhorar bastante';
}

/**
 * The percentiles each feedback band may show (issue 21 item 3: one rule per test). The model above
 * reads the candidates, the band reads the grade against the edital; on a linear table grade 5 sits
 * near the 68th percentile, so a 4,25/10 'Precisa melhorar' read 'Percentil 73 — Acima da média'.
 * The grade decides: the model's percentile is kept inside its band's range, so a test without a
 * medal is never 'acima da média' and a gold one is always among the best 10%.
 */
export const BAND_PERCENTILES: Record<FeedbackBand, readonly [number, number]> = {
  precisa_melhorar: [1, 49],
  regular: [50, 74],
  bom: [75, 89],
  excelente: [90, 99],
};

/** The model's percentile held inside the band the grade gives (stored results too). */
export function percentileInBand(percentile: number, feedback: FeedbackBand): number {
  const [low, high] = BAND_PERCENTILES[feedback];
  return Math.min(high, Math.max(low, percentile));
}

/** The percentile's message beside the test's feedback: the position of the band-held percentile. */
export function percentileMessage(percentile: number, feedback: FeedbackBand): string {
  return percentilePosition(percentileInBand(percentile, feedback));
}
