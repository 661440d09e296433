// Fastest continuous stretch of a given distance inside an activity (2400 m for runs, 100 m for swims):
// the least time between two instants whose cumulative distances differ by exactly that distance,
// the distance being linear in time between samples. Elapsed time: a pause inside the stretch counts.
//
// Between samples, the stretch's time is piecewise linear in where it starts, with corners only where
// its start or its end crosses a sample; so the minimum is at a stretch that starts at a sample or
// ends at a sample, and two passes over the samples with a moving pointer find it in O(n).
import type { DistancePoint } from './types.js';

export function bestSegmentS(stream: readonly DistancePoint[], targetM: number): number | null {
  const points = monotonic(stream);
  const n = points.length;
  const last = points[n - 1];
  const first = points[0];
  if (!first || !last || targetM <= 0 || last.d - first.d < targetM) return null;
  let best = Number.POSITIVE_INFINITY;

  // Stretches starting at sample i: end at the first moment the distance reaches d_i + target.
  let k = 0;
  for (let i = 0; i < n; i++) {
    const start = points[i] as DistancePoint;
    const goal = start.d + targetM;
    if (goal > last.d) break;
    if (k < i) k = i;
    while ((points[k] as DistancePoint).d < goal) k++;
    const end = timeReaching(points, k, goal);
    best = Math.min(best, end - start.t);
  }

  // Stretches ending at sample j: start at the last moment the distance is still d_j - target.
  let s = 0;
  for (let j = 0; j < n; j++) {
    const end = points[j] as DistancePoint;
    const from = end.d - targetM;
    if (from < first.d) continue;
    while (s + 1 < j && (points[s + 1] as DistancePoint).d <= from) s++;
    const start = timeLeaving(points, s, from);
    best = Math.min(best, end.t - start);
  }
  return Number.isFinite(best) ? best : null;
}

/** Time at which the distance first reaches `d`, knowing points[k] is the first sample with d_k >= d. */
function timeReaching(points: readonly DistancePoint[], k: number, d: number): number {
  const b = points[k] as DistancePoint;
  const a = points[k - 1];
  if (!a || b.d === d || b.d === a.d) return b.t;
  return a.t + ((d - a.d) / (b.d - a.d)) * (b.t - a.t);
}

/** Last time at which the distance is still `d`, knowing points[s] is the last sample with d_s <= d. */
function timeLeaving(points: readonly DistancePoint[], s: number, d: number): number {
  const a = points[s] as DistancePoint;
  const b = points[s + 1];
  if (!b || b.d === a.d) return a.t;
  return a.t + ((d - a.d) / (b.d - a.d)) * (b.t - a.t);
}

/** Sorted by time, one point per instant, distance never going back (a device's small corrections). */
function monotonic(stream: readonly DistancePoint[]): DistancePoint[] {
  const sorted = stream.filter((p) => Number.isFinite(p.t) && Number.isFinite(p.d)).sort((a, b) => a.t - b.t);
  const out: DistancePoint[] = [];
  let maxD = Number.NEGATIVE_INFINITY;
  for (const p of sorted) {
    maxD = Math.max(maxD, p.d);
    const prev = out[out.length - 1];
    if (prev && prev.t === p.t) prev.d = maxD;
    else out.push({ t: p.t, d: maxD });
  }
  return out;
}
