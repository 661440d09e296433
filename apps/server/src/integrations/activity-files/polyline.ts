// The route for the activity map: positions simplified (points closer than the tolerance to the last
// kept one dropped, then Ramer–Douglas–Peucker on a local flat projection; the tolerance doubled from
// 2 m until at most 500 points remain) and encoded as a Google polyline of precision 5, the same
// encoding Strava's summary polylines use.
import * as polylineCodec from '@googlemaps/polyline-codec';
import { isValidPosition } from './geo.js';
import type { Sample } from './types.js';

export const MAX_POLYLINE_POINTS = 500;

// The package ships CommonJS (UMD) only: Node's ESM loader exposes it as the default export, bundlers and
// tsx's CommonJS mode as named exports. Take whichever this loader gave.
const encode: typeof polylineCodec.encode =
  polylineCodec.encode ?? (polylineCodec as unknown as { default: typeof polylineCodec }).default.encode;

type XY = { x: number; y: number; lat: number; lon: number };

export function encodeRoute(samples: readonly Sample[], maxPoints = MAX_POLYLINE_POINTS): string | null {
  const positions = samples.filter((s) => isValidPosition(s.lat, s.lon)) as { lat: number; lon: number }[];
  if (positions.length < 2) return null;
  const lat0 = (positions[0] as { lat: number }).lat * (Math.PI / 180);
  const mPerDeg = 111_320;
  const points: XY[] = positions.map(({ lat, lon }) => ({
    x: lon * mPerDeg * Math.cos(lat0),
    y: lat * mPerDeg,
    lat,
    lon,
  }));
  let kept = points;
  for (let tolerance = 2; kept.length > maxPoints; tolerance *= 2) {
    kept = simplify(dropClosePoints(points, tolerance), tolerance);
  }
  return encode(
    kept.map((p) => [p.lat, p.lon]),
    5,
  );
}

/** A linear pass first: points closer than the tolerance to the last kept one add nothing RDP would keep. */
function dropClosePoints(points: readonly XY[], tolerance: number): XY[] {
  const kept: XY[] = [points[0] as XY];
  let last = points[0] as XY;
  for (let i = 1; i < points.length - 1; i++) {
    const p = points[i] as XY;
    if (Math.hypot(p.x - last.x, p.y - last.y) >= tolerance) {
      kept.push(p);
      last = p;
    }
  }
  kept.push(points[points.length - 1] as XY);
  return kept;
}

/** Ramer–Douglas–Peucker with an explicit stack (a long track would overflow recursion). */
export function simplify(points: readonly XY[], tolerance: number): XY[] {
  const n = points.length;
  if (n <= 2) return [...points];
  const keep = new Uint8Array(n);
  keep[0] = 1;
  keep[n - 1] = 1;
  const stack: [number, number][] = [[0, n - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const distance = distanceToSegment(points[i] as XY, points[first] as XY, points[last] as XY);
      if (distance > farthestDistance) {
        farthest = i;
        farthestDistance = distance;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function distanceToSegment(p: XY, a: XY, b: XY): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}
