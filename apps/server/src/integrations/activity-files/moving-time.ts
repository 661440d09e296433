// Moving time when the file has no timer (GPX, a TCX without laps): the elapsed time minus the pauses.
// An interval between two samples counts as moving when the speed over a window of at least 10 s
// centred on it is above 2 km/h; a stop at a traffic light or a watch left on the bench is not.
// The window smooths GPS jitter (a standing runner's position wanders a few metres), so a stop is
// judged on ten seconds, not on one noisy sample.
import type { DistancePoint } from './types.js';

export const MOVING_SPEED_MPS = 2 / 3.6;
export const MOVING_WINDOW_S = 10;

export function movingTimeS(stream: readonly DistancePoint[]): number {
  let moving = 0;
  const n = stream.length;
  for (let i = 1; i < n; i++) {
    const a = stream[i - 1] as DistancePoint;
    const b = stream[i] as DistancePoint;
    const dt = b.t - a.t;
    if (dt <= 0) continue;
    let lo = i - 1;
    let hi = i;
    while (at(stream, hi).t - at(stream, lo).t < MOVING_WINDOW_S && (lo > 0 || hi < n - 1)) {
      if (lo > 0) lo--;
      if (hi < n - 1 && at(stream, hi).t - at(stream, lo).t < MOVING_WINDOW_S) hi++;
    }
    const span = at(stream, hi).t - at(stream, lo).t;
    const speed = span > 0 ? (at(stream, hi).d - at(stream, lo).d) / span : 0;
    if (speed > MOVING_SPEED_MPS) moving += dt;
  }
  return moving;
}

function at(stream: readonly DistancePoint[], i: number): DistancePoint {
  return stream[i] as DistancePoint;
}
