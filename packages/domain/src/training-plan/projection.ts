import { daysBetween } from '../dates/plain-date';
import { formatMinutesSeconds } from '../format/duration';
import type { Edital, Measure } from '../scoring/edital-schema';
import { gradeTest } from '../scoring/grade-test';
import { MAX_HANG_SECONDS, MAX_REPS } from '../scoring/plausibility';
import type { GradingProfile } from '../scoring/select-table';
import { formatGrade, markForGrade } from './targets';

// 'Sua projeção' (issue 14, decision 036): a least-squares line through the person's results of one
// test (simulations and time trials), read on TAF day with an 80 % prediction interval
// (t quantile × residual spread × √(1 + 1/n + (x − x̄)²/Sxx)). The line is never read further
// ahead than the data reach back; with fewer than 3 results or under 2 weeks of data there is no
// trend: the latest result, ± FEW_POINTS_SPREAD. Always labelled an estimate.

export interface ResultPoint {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Reps or seconds, as graded. */
  value: number;
}

export interface TestProjection {
  testKey: string;
  points: number;
  method: 'tendencia_linear' | 'ultimo_resultado';
  /** Reps, a time or a hang (seconds): the unit of the marks below. */
  measure: Measure;
  /** The expected mark on TAF day and the band (worse, better), in the test's unit. */
  expectedMark: number;
  worseMark: number;
  betterMark: number;
  expectedGrade: number;
  lowGrade: number;
  highGrade: number;
  isEstimate: true;
  /** Days between the first and the latest result. */
  spanDays: number;
  /** When the band is too wide to help, what to do instead, in words (else null). */
  advice: string | null;
  /** pt-BR, e.g. 'Estimativa para o TAF: 11:05 (entre 10:40 e 11:30), nota 6,5 a 8'. */
  text: string;
}

/** What describeProjection reads: the marks of the band and their grades. */
export interface ProjectionMarks {
  measure: Measure;
  expectedMark: number;
  worseMark: number;
  betterMark: number;
  lowGrade: number;
  highGrade: number;
}

/** A count in words: 'cerca de 14 repetições', 'cerca de 45 s'; a time as it reads on a watch. */
function formatProjectedMark(measure: Measure, value: number): string {
  if (measure === 'seconds_time') return formatMinutesSeconds(value);
  if (measure === 'seconds_hang') return `cerca de ${Math.round(value)} s`;
  return `cerca de ${value} ${value === 1 ? 'repetição' : 'repetições'}`;
}

const formatBandMark = (measure: Measure, value: number): string =>
  measure === 'seconds_time' ? formatMinutesSeconds(value) : String(Math.round(value));

/**
 * The expected mark, its band (lower value first) and the grades it spans, in pt-BR:
 * 'cerca de 14 repetições (entre 12 e 16), nota 8 a 10', '11:05 (entre 10:40 e 11:30), nota 6,5 a 8',
 * 'cerca de 45 s (entre 40 e 50 s), nota 7'. Equal ends are said once ('nota 10', never 'entre 10 e 10').
 */
export function describeProjection(p: ProjectionMarks): string {
  const mark = formatProjectedMark(p.measure, p.expectedMark);
  const low = Math.min(p.worseMark, p.betterMark);
  const high = Math.max(p.worseMark, p.betterMark);
  const lowText = formatBandMark(p.measure, low);
  const highText = formatBandMark(p.measure, high);
  const unit = p.measure === 'seconds_hang' ? ' s' : '';
  const band = lowText === highText ? '' : ` (entre ${lowText} e ${highText}${unit})`;
  const lowGrade = formatGrade(Math.min(p.lowGrade, p.highGrade));
  const highGrade = formatGrade(Math.max(p.lowGrade, p.highGrade));
  const grades = lowGrade === highGrade ? `nota ${lowGrade}` : `nota ${lowGrade} a ${highGrade}`;
  return `${mark}${band}, ${grades}`;
}

/** A band spanning half the scale or more tells nothing ('nota 0 a 10'): it is said in words. */
export const USEFUL_GRADE_SPAN = 5;

export interface AdviceInput {
  testKey: string;
  points: number;
  spanDays: number;
  lowGrade: number;
  highGrade: number;
}

/**
 * What to do when the band is too wide to help (issue 21 §9: 'entre 8:06 e 16:51, nota 0 a 10'):
 * 'ainda poucos dados: registre mais 2 simulados ou corridas de 2,4 km'; null when the band helps.
 */
export function projectionAdvice(p: AdviceInput): string | null {
  if (Math.abs(p.highGrade - p.lowGrade) < USEFUL_GRADE_SPAN) return null;
  const run = p.testKey === 'corrida_2400m';
  const more = MIN_TREND_POINTS - p.points;
  if (more > 0) {
    const what =
      more === 1
        ? run
          ? 'simulado ou corrida de 2,4 km'
          : 'simulado'
        : run
          ? 'simulados ou corridas de 2,4 km'
          : 'simulados';
    return `ainda poucos dados: registre mais ${more} ${what}`;
  }
  const days = MIN_TREND_SPAN_DAYS - p.spanDays;
  if (days > 0) {
    return `ainda poucos dados: continue registrando resultados por mais ${days} ${days === 1 ? 'dia' : 'dias'}`;
  }
  return `resultados muito diferentes entre si: registre mais ${run ? 'simulados ou corridas de 2,4 km' : 'simulados'} para a estimativa ficar mais precisa`;
}

/** Two-sided 80 % Student t quantiles (0.90 one-sided) by degrees of freedom; ≥ 30 uses 30's. */
const T80 = [0, 3.078, 1.886, 1.638, 1.533, 1.476, 1.44, 1.415, 1.397, 1.383, 1.372];
const t80 = (df: number) => (df <= 10 ? (T80[df] ?? 3.078) : df < 20 ? 1.341 : df < 30 ? 1.325 : 1.31);

export const MIN_TREND_POINTS = 3;
export const MIN_TREND_SPAN_DAYS = 14;
/** Without a trend, the band is ± 10 % of the latest result (times) or ± 30 % (reps, hang). */
export const FEW_POINTS_SPREAD = { time: 0.1, count: 0.3 } as const;
/** The narrowest band: a result varies by at least this from day to day (1 % of a time, 1 rep, 2 s). */
const MIN_HALF = { time: 0.01, reps: 1, hang: 2 } as const;

/** The grade of a mark; a time outside the plausible range is beyond the top (fast) or the minimum (slow). */
function gradeOf(input: ProjectionInput, value: number, minimumTime: number | undefined): number {
  const { edital, profile, testKey } = input;
  const graded = gradeTest(edital, testKey, profile, value);
  if (graded.ok) return graded.nota;
  return minimumTime !== undefined && value < minimumTime ? 10 : 0;
}

export interface ProjectionInput {
  edital: Edital;
  profile: GradingProfile;
  testKey: string;
  points: readonly ResultPoint[];
  tafDate: string;
}

/** The projection of one test on TAF day, or null without any result or table. */
export function projectTest(input: ProjectionInput): TestProjection | null {
  const { edital, profile, testKey, tafDate } = input;
  const test = edital.tests.find((t) => t.key === testKey);
  const table = test?.tables.find((t) => t.sex === profile.sex);
  if (!table || input.points.length === 0) return null;
  const isTime = table.measure === 'seconds_time';
  const lowerIsBetter = table.better === 'lower';
  const points = [...input.points].sort((a, b) => a.date.localeCompare(b.date));
  const first = points[0]?.date ?? tafDate;
  const xs = points.map((p) => daysBetween(first, p.date));
  const ys = points.map((p) => p.value);
  const n = points.length;
  const span = xs[n - 1] ?? 0;
  const latest = ys[n - 1] ?? 0;

  let expected: number;
  let half: number;
  let method: TestProjection['method'];
  if (n >= MIN_TREND_POINTS && span >= MIN_TREND_SPAN_DAYS) {
    const xMean = xs.reduce((s, x) => s + x, 0) / n;
    const yMean = ys.reduce((s, y) => s + y, 0) / n;
    const sxx = xs.reduce((s, x) => s + (x - xMean) ** 2, 0);
    const slope = xs.reduce((s, x, i) => s + (x - xMean) * ((ys[i] ?? 0) - yMean), 0) / sxx;
    const intercept = yMean - slope * xMean;
    const sse = xs.reduce((s, x, i) => s + ((ys[i] ?? 0) - (intercept + slope * x)) ** 2, 0);
    const residual = Math.sqrt(sse / (n - 2));
    // Never read the line further ahead than the data reach back.
    const x = Math.min(daysBetween(first, tafDate), span * 2);
    expected = intercept + slope * x;
    half = t80(n - 2) * residual * Math.sqrt(1 + 1 / n + (x - xMean) ** 2 / sxx);
    method = 'tendencia_linear';
  } else {
    expected = latest;
    half = latest * (isTime ? FEW_POINTS_SPREAD.time : FEW_POINTS_SPREAD.count);
    method = 'ultimo_resultado';
  }
  const minHalf = isTime
    ? MIN_HALF.time * Math.abs(expected)
    : table.measure === 'reps'
      ? MIN_HALF.reps
      : MIN_HALF.hang;
  half = Math.max(half, minHalf);
  const clampMark = (v: number) =>
    table.measure === 'reps'
      ? Math.min(MAX_REPS, Math.max(0, Math.round(v)))
      : table.measure === 'seconds_hang'
        ? Math.min(MAX_HANG_SECONDS, Math.max(0, Math.round(v)))
        : Math.max(1, Math.round(v));
  const expectedMark = clampMark(expected);
  const worseMark = clampMark(lowerIsBetter ? expected + half : expected - half);
  const betterMark = clampMark(lowerIsBetter ? expected - half : expected + half);
  const minimumTime = isTime ? markForGrade(edital, testKey, profile, table.measure, 0.01)?.mark : undefined;
  const grade = (v: number) => gradeOf(input, v, minimumTime);
  const expectedGrade = grade(expectedMark);
  const lowGrade = grade(worseMark);
  const highGrade = grade(betterMark);
  const marks = { measure: table.measure, expectedMark, worseMark, betterMark, lowGrade, highGrade };
  const advice = projectionAdvice({ testKey, points: n, spanDays: span, lowGrade, highGrade });
  return {
    testKey,
    points: n,
    method,
    measure: table.measure,
    expectedMark,
    worseMark,
    betterMark,
    expectedGrade,
    lowGrade,
    highGrade,
    isEstimate: true,
    spanDays: span,
    advice,
    text: `Estimativa para o TAF: ${advice ?? describeProjection(marks)}`,
  };
}
