import polylineCodec from '@googlemaps/polyline-codec';
import { describe, expect, it } from 'vitest';
import { haversineM } from './geo.js';
import { encodeRoute, MAX_POLYLINE_POINTS } from './polyline.js';
import type { Sample } from './types.js';

const sample = (lat: number, lon: number): Sample => ({ t: null, lat, lon, d: null, hr: null, cad: null });

/** Laps of a 400 m circle around Brasília's city park, one sample a metre. */
function laps(count: number): Sample[] {
  const out: Sample[] = [];
  for (let m = 0; m <= count * 400; m++) {
    const angle = (m / 400) * 2 * Math.PI;
    out.push(sample(-15.79 + 0.00057 * Math.sin(angle), -47.93 + 0.00059 * Math.cos(angle)));
  }
  return out;
}

describe('encodeRoute', () => {
  it('keeps at most 500 points and stays on the route', () => {
    const route = laps(12);
    const encoded = encodeRoute(route) as string;
    const decoded = polylineCodec.decode(encoded, 5);
    expect(decoded.length).toBeLessThanOrEqual(MAX_POLYLINE_POINTS);
    expect(decoded.length).toBeGreaterThan(10);
    for (const [lat, lon] of decoded) {
      const centre = haversineM(lat, lon, -15.79, -47.93);
      expect(Math.abs(centre - 63.7)).toBeLessThan(10);
    }
    expect(decoded[0]?.[0]).toBeCloseTo(route[0]?.lat as number, 5);
  });

  it('keeps a route already under the cap as it is, and has nothing to draw without positions', () => {
    const straight = [sample(-15.8, -47.9), sample(-15.8005, -47.9), sample(-15.801, -47.9)];
    expect(polylineCodec.decode(encodeRoute(straight) as string, 5)).toEqual([
      [-15.8, -47.9],
      [-15.8005, -47.9],
      [-15.801, -47.9],
    ]);
    expect(encodeRoute([sample(-15.8, -47.9)])).toBeNull();
    expect(encodeRoute([{ ...sample(0, 0) }, { ...sample(0, 0) }])).toBeNull();
  });
});
