import { encode } from '@googlemaps/polyline-codec';
import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

const box = { width: 300, height: 200, padding: 10 };

describe('routePath', () => {
  it('draws the example polyline of the format inside the box', () => {
    const route = routePath('_p~iF~ps|U_ulLnnqC_mqNvxq`@', box);
    expect(route).not.toBeNull();
    const numbers = route?.d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    expect(numbers).toHaveLength(6);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    for (const x of xs) expect(x).toBeGreaterThanOrEqual(10);
    for (const x of xs) expect(x).toBeLessThanOrEqual(290);
    for (const y of ys) expect(y).toBeGreaterThanOrEqual(10);
    for (const y of ys) expect(y).toBeLessThanOrEqual(190);
    // Northwards (higher latitude) is up: the last point (43.25° N) is above the first (38.5° N).
    expect(route?.end.y).toBeLessThan(route?.start.y ?? 0);
    // Westwards is left.
    expect(route?.end.x).toBeLessThan(route?.start.x ?? 0);
  });

  it('keeps the aspect ratio: a square route at the equator stays square and centred', () => {
    const square = encode(
      [
        [0, 0],
        [0, 0.01],
        [0.01, 0.01],
        [0.01, 0],
        [0, 0],
      ],
      5,
    );
    const route = routePath(square, box);
    expect(route?.d).toBe('M60 190 L240 190 L240 10 L60 10 L60 190');
  });

  it('shrinks longitudes by the cosine of the latitude (at 60° N a degree east is half as long)', () => {
    const rectangle = encode(
      [
        [60, 0],
        [60, 0.02],
        [60.01, 0.02],
      ],
      5,
    );
    const route = routePath(rectangle, { width: 100, height: 100, padding: 0 });
    // 0.02° of longitude at 60° N ≈ 0.01° of latitude: the drawing is (nearly) square.
    expect(route?.start.x).toBeCloseTo(0, 0);
    expect(route?.start.y).toBeCloseTo(100, 0);
    expect(route?.end.x).toBeCloseTo(100, 0);
    expect(route?.end.y).toBeCloseTo(0, 0);
  });

  it('gives nothing to draw for a single point or an empty polyline', () => {
    expect(routePath('', box)).toBeNull();
    expect(routePath(encode([[1, 1]], 5), box)).toBeNull();
  });
});
