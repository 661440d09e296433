// From what a reader extracted to the numbers the import stores: distance, times, heart rate, cadence,
// route, fastest 2400 m / 100 m. The rules (decision 025):
// - distance: the device's total when the file has one, else the haversine sum of the track;
// - elapsed: the device's total, else first to last sample; moving: the device's timer, else
//   elapsed minus pauses (moving-time.ts);
// - a file that does not say its sport (GPX without <type>, TCX 'Other', FIT 'generic') is a run when
//   its average moving speed is a running speed (6.5 to 25 km/h), else it is refused;
// - averages of samples ignore zeros (a stop is not a cadence of 0).
import { SPRINT_METRES, trackFlag } from '@prontidao/domain/rankings/board-validation';
import { bestSegmentS } from './best-segment.js';
import { haversineM, isValidPosition } from './geo.js';
import { movingTimeS } from './moving-time.js';
import { encodeRoute } from './polyline.js';
import { REASONS } from './reasons.js';
import type {
  ActivityKind,
  DistancePoint,
  ExtractedActivity,
  ParsedActivity,
  ParseResult,
  Sample,
} from './types.js';

export const RUN_SPEED_MPS = { min: 6.5 / 3.6, max: 25 / 3.6 };
/** Share of samples that must carry a time for a GPX/TCX to be timed. */
const TIMED_SHARE = 0.9;
const EARLIEST_START = Date.UTC(1990, 0, 1);

export function summarize(extracted: ExtractedActivity, now = Date.now()): ParseResult {
  const { samples, totals } = extracted;
  const timed = samples.filter((s): s is Sample & { t: number } => s.t !== null).sort((a, b) => a.t - b.t);
  if (extracted.format !== 'fit' && samples.length > 0 && timed.length < samples.length * TIMED_SHARE) {
    return refuse(extracted.format === 'gpx' ? REASONS.gpxNoTimes : REASONS.tcxNoTimes);
  }
  if (extracted.points === 0 && totals.distanceM === undefined && totals.elapsedS === undefined) {
    return refuse(REASONS.noPoints);
  }
  const start = extracted.startTime?.getTime() ?? timed[0]?.t ?? null;
  if (start === null) return refuse(extracted.format === 'gpx' ? REASONS.gpxNoTimes : REASONS.noPoints);
  if (!Number.isFinite(start) || start < EARLIEST_START || start > now + 2 * 86_400_000) {
    return refuse(REASONS.badDate);
  }

  const track = distanceStream(timed);
  const trackDistance = track.at(-1)?.d ?? 0;
  const distanceM = finiteOr(totals.distanceM, trackDistance);
  const firstT = timed[0]?.t;
  const lastT = timed.at(-1)?.t;
  const spanS = firstT !== undefined && lastT !== undefined ? (lastT - firstT) / 1000 : 0;
  const timerS = finiteOr(totals.timerS, Number.NaN);
  // Elapsed can never be shorter than the timer (a TCX's laps may add up a fraction over its samples).
  const elapsedS = Math.max(finiteOr(totals.elapsedS, spanS), Number.isNaN(timerS) ? 0 : timerS);
  if (!(elapsedS > 0)) return refuse(REASONS.noDuration);
  const movingS = Number.isNaN(timerS) ? Math.min(elapsedS, movingTimeS(track)) : timerS;

  const kind = extracted.kind ?? kindFromSpeed(distanceM, movingS > 0 ? movingS : elapsedS);
  if (kind.type === 'OTHER') {
    return refuse(
      extracted.kind === null && distanceM / elapsedS < RUN_SPEED_MPS.min
        ? REASONS.tooSlow
        : REASONS.notRunOrSwim,
    );
  }
  const isRun = kind.type === 'RUN';
  const bestStream = extracted.distanceStream ?? track;

  const activity: ParsedActivity = {
    type: kind.type,
    ...(kind.type === 'SWIM' && kind.swimKind ? { swimKind: kind.swimKind } : {}),
    startTime: new Date(start),
    distanceM: round(distanceM, 2),
    elapsedS: round(elapsedS, 3),
    movingS: round(movingS, 3),
    avgHeartRate: roundOrNull(totals.avgHeartRate ?? mean(samples.map((s) => s.hr)), 0),
    maxHeartRate: roundOrNull(totals.maxHeartRate ?? max(samples.map((s) => s.hr)), 0),
    avgCadence: roundOrNull(totals.avgCadence ?? sampleCadence(samples, isRun), 1),
    poolLengthM: totals.poolLengthM ?? null,
    lengths: totals.lengths ?? null,
    polyline: encodeRoute(samples),
    best2400S: isRun ? roundOrNull(bestSegmentS(bestStream, 2400), 2) : null,
    best100S: isRun ? null : roundOrNull(bestSegmentS(bestStream, 100), 2),
    device: extracted.device,
    trackFlag: trackFlag(kind.type, bestSegmentS(bestStream, SPRINT_METRES[kind.type]), bestStream),
    points: extracted.points,
    format: extracted.format,
  };
  return { ok: true, activity };
}

/**
 * Cumulative distance over time: the device's own distance when most samples carry it (FIT records,
 * TCX), else the haversine sum of the positions, not joined across GPX segments.
 */
export function distanceStream(timed: readonly (Sample & { t: number })[]): DistancePoint[] {
  const withDevice = timed.filter((s) => s.d !== null && Number.isFinite(s.d)).length;
  const stream: DistancePoint[] = [];
  if (withDevice > 0 && withDevice >= timed.length / 2) {
    let d = 0;
    for (const s of timed) {
      if (s.d !== null && Number.isFinite(s.d)) d = Math.max(d, s.d);
      stream.push({ t: s.t / 1000, d });
    }
    return stream;
  }
  let d = 0;
  let previous: Sample | null = null;
  for (const s of timed) {
    if (isValidPosition(s.lat, s.lon)) {
      if (previous && !s.newSegment) {
        d += haversineM(previous.lat as number, previous.lon as number, s.lat as number, s.lon as number);
      }
      previous = s;
    }
    stream.push({ t: s.t / 1000, d });
  }
  return stream;
}

function kindFromSpeed(distanceM: number, seconds: number): ActivityKind {
  const speed = seconds > 0 ? distanceM / seconds : 0;
  return speed >= RUN_SPEED_MPS.min && speed <= RUN_SPEED_MPS.max ? { type: 'RUN' } : { type: 'OTHER' };
}

/** Runs: steps per minute. A file whose average is already above 120 stores steps; below, strides (×2). */
function sampleCadence(samples: readonly Sample[], isRun: boolean): number | null {
  const average = mean(samples.map((s) => s.cad));
  if (average === null || !isRun) return average;
  return average > 120 ? average : average * 2;
}

function mean(values: readonly (number | null)[]): number | null {
  let total = 0;
  let count = 0;
  for (const v of values) {
    if (v !== null && v > 0 && Number.isFinite(v)) {
      total += v;
      count++;
    }
  }
  return count > 0 ? total / count : null;
}

function max(values: readonly (number | null)[]): number | null {
  let best: number | null = null;
  for (const v of values) if (v !== null && v > 0 && (best === null || v > best)) best = v;
  return best;
}

function finiteOr(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function roundOrNull(value: number | null | undefined, digits: number): number | null {
  return value === null || value === undefined ? null : round(value, digits);
}

function refuse(reason: string): ParseResult {
  return { ok: false, reason };
}
