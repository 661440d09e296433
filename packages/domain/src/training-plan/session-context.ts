import { formatPace, paceMinPerKm, roundTo } from '../endurance/formulas';
import { formatNumber } from '../format/number';
import type { ExerciseTrack } from './plan-tracks';
import type { PlanBlock, SessionIntensity, SessionVolume } from './plan-types';

/** What a session builder knows about the week and the person. */
export interface SessionContext {
  block: PlanBlock;
  /** Volume relative to the starting week. */
  factor: number;
  /** Minutes each session of the week is planned to fill (SESSION_MIN × factor). */
  slotMin: number;
  run: {
    currentS?: number;
    targetS?: number;
    vamKmh?: number;
    /** The exam's run is the 12-minute one (Cooper): metres in 12 minutes (decision 047). */
    cooper?: { passM?: number; targetM?: number; currentM?: number };
  };
  swim: { distanceM: number; currentS?: number; targetS?: number };
  bar: { measure: 'reps' | 'seconds_hang'; current?: number; target?: number };
  /** An exam's events besides the run, the swim and the bar, by the track that trains them. */
  exam?: Partial<Record<ExerciseTrack, EventContext>>;
}

/** One event of the exam as its sessions read it: marks in the event's own units. */
export interface EventContext {
  key: string;
  /** As the person's sex does it ('Flexão de braço com apoio dos joelhos'). */
  label: string;
  /** The latest result. */
  current?: number;
  /** The mark the plan aims at (the pass mark, or past it with the margin). */
  target?: number;
  passMark?: number;
  distanceM?: number;
  timeWindowS?: number;
  /** Flexão done with the knees on the floor (the women's variant of some exams). */
  isKneeVariant?: boolean;
}

/** A session without its identity and date. */
export interface SessionContent {
  title: string;
  what: string;
  volume: SessionVolume;
  intensity: SessionIntensity;
  why: string;
  /** The published reference the session follows (pt-BR text, no link). */
  source?: string;
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

/**
 * The session fills the week's minutes (decision 036): what its main set leaves goes to the
 * `complement` (pt-BR, e.g. 'prancha e agachamento, 3 séries de cada').
 */
export function fillSlot(ctx: SessionContext, content: SessionContent, complement: string): SessionContent {
  const rest = ctx.slotMin - content.volume.durationMin;
  if (rest <= 0) return content;
  return {
    ...content,
    what: `${content.what} Nos ${rest} min restantes, complementos: ${complement}.`,
    volume: { ...content.volume, durationMin: ctx.slotMin },
  };
}

/** Whether the block sharpens for the test (specific work) rather than builds. */
export const isSpecificBlock = (block: PlanBlock) => block !== 'base' && block !== 'construcao';
