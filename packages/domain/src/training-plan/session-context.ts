import { formatPace, paceMinPerKm, roundTo } from '../endurance/formulas';
import { formatNumber } from '../format/number';
import type { PlanBlock, SessionIntensity, SessionVolume } from './plan-types';

/** What a session builder knows about the week and the person. */
export interface SessionContext {
  block: PlanBlock;
  /** Volume relative to the starting week. */
  factor: number;
  /** Minutes each session of the week is planned to fill (SESSION_MIN × factor). */
  slotMin: number;
  run: { currentS?: number; targetS?: number; vamKmh?: number };
  swim: { distanceM: number; currentS?: number; targetS?: number };
  bar: { measure: 'reps' | 'seconds_hang'; current?: number; target?: number };
}

/** A session without its identity and date. */
export interface SessionContent {
  title: string;
  what: string;
  volume: SessionVolume;
  intensity: SessionIntensity;
  why: string;
}

/** Minutes of one session at the starting volume (a product choice: decision 036). */
export const SESSION_MIN = 30;

/** The minutes each session fills for a volume factor: 15 to 60. */
export const slotMinutes = (factor: number) => clamp(Math.round(SESSION_MIN * factor), 15, 60);

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Rounds `base × factor` and keeps it within [min, max]. */
export const scaled = (base: number, factor: number, min: number, max: number) =>
  clamp(Math.round(base * factor), min, max);

export const rpeLabel = (rpe: readonly [number, number], cue: string) =>
  `Esforço ${rpe[0]} a ${rpe[1]} de 10 (${cue})`;

/** Pace range (fast, slow) in min/km for a band of % of VAM. */
export function paceBand(vamKmh: number, pctLow: number, pctHigh: number): readonly [number, number] {
  return [
    roundTo(paceMinPerKm((vamKmh * pctHigh) / 100), 2),
    roundTo(paceMinPerKm((vamKmh * pctLow) / 100), 2),
  ];
}

export const paceBandLabel = (band: readonly [number, number]) =>
  band[0] === band[1]
    ? formatPace(band[0])
    : `${formatPace(band[0]).replace(' /km', '')} a ${formatPace(band[1])}`;

/** pt-BR decimal text for kilometres: 4.5 → '4,5'. */
export const formatKm = (metres: number) => formatNumber(roundTo(metres / 1000, 1), { maxDecimals: 1 });
