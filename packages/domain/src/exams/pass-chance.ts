import { daysBetween } from '../dates/plain-date';
import { type ExamMeasure, isLowerBetter } from './exam-schema';

// 'Chance de aprovação: 70–85 %' (issue 23 §3): for TAF day, per event and overall, from the
// person's own results. A least-squares line through the results (as 'Sua projeção' reads them,
// decision 036) gives the expected mark on TAF day; the day-to-day spread around the line is what
// can go either way on the day (the chance), and the line's own uncertainty (80 %) is the band.
// Few results (under 3, or under 2 weeks) give no trend: the latest result, a wider band. Always
// an estimate, said so. Decision 044.

export interface MarkPoint {
  /** 'YYYY-MM-DD'. */
  date: string;
  value: number;
}

export interface EventChanceInput {
  key: string;
  label: string;
  measure: ExamMeasure;
  /** The mark that passes (the engine's pass mark). */
  passMark: number;
  points: readonly MarkPoint[];
}

export interface EventChance {
  key: string;
  label: string;
  method: 'tendencia_linear' | 'ultimo_resultado';
  /** The expected mark on TAF day. */
  expectedMark: number;
  /** The chance of passing, 0–1: the band's ends. */
  low: number;
  high: number;
}

export interface ExamChance {
  events: EventChance[];
  low: number;
  high: number;
  /** The event that holds the overall chance down most: what to train first. */
  weakest: EventChance;
  /** When the band is too wide to help, what to do instead, in words (else null). */
  advice: string | null;
  /** 'Chance de aprovação: 70–85 %', or the advice when the band is too wide. */
  text: string;
  isEstimate: true;
}

/** A band this wide or wider ('10–90 %') tells nothing: it is said in words instead (as in 036). */
export const USEFUL_CHANCE_SPAN = 0.5;

/**
 * 'ainda poucos dados: registre mais resultados de Barra até o TAF' when the band is too wide to
 * help — naming the event whose own band is widest — else null.
 */
export function chanceAdvice(low: number, high: number, events: readonly EventChance[]): string | null {
  if (high - low < USEFUL_CHANCE_SPAN) return null;
  const widest = events.reduce<EventChance | undefined>(
    (wide, event) => (wide === undefined || event.high - event.low > wide.high - wide.low ? event : wide),
    undefined,
  );
  const what = widest ? `resultados de ${widest.label}` : 'simulados';
  return `ainda poucos dados: registre mais ${what} até o TAF para a estimativa ficar mais precisa`;
}

/** The chance in words: the percentages, or the advice when the band is too wide to help. */
export function chanceSummary(low: number, high: number, events: readonly EventChance[]) {
  const advice = chanceAdvice(low, high, events);
  return { advice, text: advice ? `Chance de aprovação: ${advice}` : chanceText(low, high) };
}

const MIN_TREND_POINTS = 3;
const MIN_TREND_SPAN_DAYS = 14;
/** z of the 80 % band (0,90 one-sided). */
const Z80 = 1.2816;

/** What a mark varies by from one day to the next at the least, in the measure's units. */
function dayToDaySpread(measure: ExamMeasure, mark: number): number {
  switch (measure) {
    case 'reps':
      return 1;
    case 'seconds_hang':
      return 2;
    case 'seconds_time':
      return 0.01 * mark;
    case 'metres_in_time':
      return 0.02 * mark;
    case 'centimetres':
      return 0.03 * mark;
  }
}

/** Without a trend the band is ± 10 % of a time (or a distance) and ± 30 % of a count. */
const fewPointsHalf = (measure: ExamMeasure, mark: number) =>
  (measure === 'seconds_time' || measure === 'metres_in_time' || measure === 'centimetres' ? 0.1 : 0.3) *
  mark;

/** Standard normal distribution function (Abramowitz–Stegun 26.2.17, error < 7,5·10⁻⁸). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const poly =
    t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const tail = Math.exp((-z * z) / 2) * 0.3989422804014327 * poly;
  return z >= 0 ? 1 - tail : tail;
}

export interface Line {
  method: EventChance['method'];
  expected: number;
  /** The 80 % band of the expected mark (its half-width). */
  half: number;
  /** The day-to-day spread around it. */
  spread: number;
}

/** The expected mark on TAF day, its 80 % band and the day-to-day spread; null without results. */
export function lineOnTafDay(input: EventChanceInput, tafDate: string): Line | null {
  const points = [...input.points].sort((a, b) => a.date.localeCompare(b.date));
  const n = points.length;
  const latest = points[n - 1];
  if (!latest) return null;
  const first = points[0]?.date ?? latest.date;
  const xs = points.map((p) => daysBetween(first, p.date));
  const ys = points.map((p) => p.value);
  const span = xs[n - 1] ?? 0;
  if (n < MIN_TREND_POINTS || span < MIN_TREND_SPAN_DAYS) {
    const spread = dayToDaySpread(input.measure, latest.value);
    return {
      method: 'ultimo_resultado',
      expected: latest.value,
      half: fewPointsHalf(input.measure, latest.value),
      spread,
    };
  }
  const xMean = xs.reduce((s, x) => s + x, 0) / n;
  const yMean = ys.reduce((s, y) => s + y, 0) / n;
  const sxx = xs.reduce((s, x) => s + (x - xMean) ** 2, 0);
  const slope = xs.reduce((s, x, i) => s + (x - xMean) * ((ys[i] ?? 0) - yMean), 0) / sxx;
  const intercept = yMean - slope * xMean;
  const sse = xs.reduce((s, x, i) => s + ((ys[i] ?? 0) - (intercept + slope * x)) ** 2, 0);
  const residual = Math.sqrt(sse / (n - 2));
  // Never read the line further ahead than the data reach back.
  const x = Math.min(Math.max(daysBetween(first, tafDate), span), span * 2);
  const expected = intercept + slope * x;
  const spread = Math.max(residual, dayToDaySpread(input.measure, expected));
  const half = Z80 * spread * Math.sqrt(1 / n + (x - xMean) ** 2 / sxx);
  return { method: 'tendencia_linear', expected, half, spread };
}

/** The chance that a mark expected at `center`, varying by `spread`, passes. */
function chanceAt(input: EventChanceInput, center: number, spread: number): number {
  // Whole counts: 12,6 expected repetitions pass 13 about as often as a mark above 12,5 does.
  const whole = input.measure !== 'seconds_time' && input.measure !== 'seconds_hang';
  const bar = whole ? input.passMark - 0.5 : input.passMark;
  const ahead = isLowerBetter(input.measure) ? bar - center : center - bar;
  return normalCdf(ahead / spread);
}

/** The chance of passing one event on TAF day, or null without any result. */
export function eventChance(input: EventChanceInput, tafDate: string): EventChance | null {
  const line = lineOnTafDay(input, tafDate);
  if (!line) return null;
  const better = isLowerBetter(input.measure) ? -line.half : line.half;
  const a = chanceAt(input, line.expected - better, line.spread);
  const b = chanceAt(input, line.expected + better, line.spread);
  return {
    key: input.key,
    label: input.label,
    method: line.method,
    expectedMark: Math.round(line.expected * 100) / 100,
    low: Math.min(a, b),
    high: Math.max(a, b),
  };
}

/** A chance as people read it: in steps of 5 %, never 0 or 100 (it is an estimate). */
export function percentText(chance: number): string {
  const five = Math.round((chance * 100) / 5) * 5;
  return `${Math.min(99, Math.max(1, five))}`;
}

/** A chance's band as people read it: '70–85 %', or '95 %' when both ends round alike. */
export function chanceRange(low: number, high: number): string {
  const [a, b] = [percentText(low), percentText(high)];
  return `${a === b ? a : `${a}–${b}`} %`;
}

export function chanceText(low: number, high: number): string {
  return `Chance de aprovação: ${chanceRange(low, high)}`;
}

/**
 * The chance of passing every event (taken as independent: a simplification, said in decision
 * 044), or null while an event has no result yet.
 */
export function examChance(inputs: readonly EventChanceInput[], tafDate: string): ExamChance | null {
  const events: EventChance[] = [];
  for (const input of inputs) {
    const chance = eventChance(input, tafDate);
    if (!chance) return null;
    events.push(chance);
  }
  const weakest = events.reduce<EventChance | undefined>(
    (worst, event) =>
      worst === undefined || event.high + event.low < worst.high + worst.low ? event : worst,
    undefined,
  );
  if (!weakest) return null;
  const low = events.reduce((p, event) => p * event.low, 1);
  const high = events.reduce((p, event) => p * event.high, 1);
  return { events, low, high, weakest, ...chanceSummary(low, high, events), isEstimate: true };
}

/** A small seeded generator (mulberry32): the same results always give the same chance. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The chance that a whole rule passes — an average or a sum as well as each minimum — when each
 * event's mark varies as its line says: `samples` draws of every mark, graded by `passes`, at the
 * band's worse and better ends. Null while an event has no result.
 */
export function simulatedChance(
  inputs: readonly EventChanceInput[],
  tafDate: string,
  passes: (marks: Record<string, number>) => boolean,
  samples = 2000,
): { low: number; high: number } | null {
  const lines = inputs.map((input) => ({ input, line: lineOnTafDay(input, tafDate) }));
  if (lines.some(({ line }) => line === null)) return null;
  const share = (end: -1 | 1) => {
    const random = seeded(20_261_126);
    const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    let passed = 0;
    for (let i = 0; i < samples; i++) {
      const marks: Record<string, number> = {};
      for (const { input, line } of lines) {
        if (!line) continue;
        const better = isLowerBetter(input.measure) ? -line.half : line.half;
        const value = Math.max(0, line.expected + end * better + line.spread * normal());
        const whole =
          input.measure === 'reps' || input.measure === 'metres_in_time' || input.measure === 'centimetres';
        marks[input.key] = whole ? Math.round(value) : Math.round(value * 100) / 100;
      }
      if (passes(marks)) passed++;
    }
    return passed / samples;
  };
  return { low: share(-1), high: share(1) };
}
