import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestSegmentS } from './best-segment.js';
import type { DistancePoint } from './types.js';

/** A stream sampled every `step` seconds from a speed profile (m/s as a function of the distance). */
function sampled(totalM: number, step: number, speedAt: (d: number) => number): DistancePoint[] {
  const out: DistancePoint[] = [{ t: 0, d: 0 }];
  let t = 0;
  let d = 0;
  while (d < totalM) {
    d += speedAt(d) * step;
    t += step;
    out.push({ t, d });
  }
  return out;
}

describe('bestSegmentS', () => {
  it('finds a fast 2400 m inside a slower run: 2400 m at 4 m/s is 600 s', () => {
    const stream = sampled(8000, 1, (d) => (d >= 3000 && d < 5400 ? 4 : 3));
    expect(bestSegmentS(stream, 2400)).toBeCloseTo(600, 6);
  });

  it('interpolates between samples: a stretch starting and ending between samples', () => {
    // Samples every 10 s at 3 m/s, with one 100 m stretch at 5 m/s starting at 115 m (between samples).
    const stream: DistancePoint[] = [];
    let t = 0;
    for (let d = 0; d <= 400; d += 1) {
      stream.push({ t, d });
      t += d >= 115 && d < 215 ? 1 / 5 : 1 / 3;
    }
    const thinned = stream.filter((_, i) => i % 7 === 0 || i === stream.length - 1);
    const best = bestSegmentS(thinned, 100) as number;
    // With samples 7 m apart the exact 20 s is blurred by at most one sample gap at each end.
    expect(best).toBeGreaterThanOrEqual(20);
    expect(best).toBeLessThan(20 + (2 * 7) / 3);
    expect(bestSegmentS(stream, 100)).toBeCloseTo(20, 6);
  });

  it('counts a pause inside the stretch (elapsed time, not moving time)', () => {
    const stream: DistancePoint[] = [
      { t: 0, d: 0 },
      { t: 300, d: 1200 },
      { t: 420, d: 1200 }, // two minutes standing still
      { t: 720, d: 2400 },
    ];
    expect(bestSegmentS(stream, 2400)).toBe(720);
  });

  it('starts the stretch at the last moment before leaving a stop', () => {
    const stream: DistancePoint[] = [
      { t: 0, d: 0 },
      { t: 100, d: 0 },
      { t: 200, d: 100 },
    ];
    expect(bestSegmentS(stream, 100)).toBe(100);
  });

  it('is null when the activity is shorter than the distance or has no stream', () => {
    expect(
      bestSegmentS(
        [
          { t: 0, d: 0 },
          { t: 800, d: 2399.9 },
        ],
        2400,
      ),
    ).toBeNull();
    expect(bestSegmentS([], 100)).toBeNull();
    expect(bestSegmentS([{ t: 0, d: 0 }], 100)).toBeNull();
  });

  it('ignores unsorted input and small backward corrections of the device', () => {
    const stream: DistancePoint[] = [
      { t: 20, d: 100 },
      { t: 0, d: 0 },
      { t: 10, d: 60 },
      { t: 15, d: 55 },
    ];
    expect(bestSegmentS(stream, 100)).toBe(20);
  });

  const streams = fc
    .array(
      fc.record({ dt: fc.integer({ min: 1, max: 30 }), dd: fc.double({ min: 0, max: 200, noNaN: true }) }),
      {
        minLength: 1,
        maxLength: 300,
      },
    )
    .map((steps) => {
      const out: DistancePoint[] = [{ t: 0, d: 0 }];
      let t = 0;
      let d = 0;
      for (const { dt, dd } of steps) {
        t += dt;
        d += dd;
        out.push({ t, d });
      }
      return out;
    });

  it('property: the best time is never below distance / top speed, nor above the whole activity', () => {
    fc.assert(
      fc.property(streams, fc.constantFrom(100, 400, 2400), (stream, target) => {
        const best = bestSegmentS(stream, target);
        const total = (stream.at(-1) as DistancePoint).d;
        if (total < target) return best === null;
        let topSpeed = 0;
        for (let i = 1; i < stream.length; i++) {
          const a = stream[i - 1] as DistancePoint;
          const b = stream[i] as DistancePoint;
          topSpeed = Math.max(topSpeed, (b.d - a.d) / (b.t - a.t));
        }
        const tolerance = 1e-9 * Math.max(1, (stream.at(-1) as DistancePoint).t);
        return (
          best !== null &&
          best >= target / topSpeed - tolerance &&
          best <= (stream.at(-1) as DistancePoint).t + tolerance
        );
      }),
      { numRuns: 300 },
    );
  });

  it('property: equals a brute-force search over fine time steps, within the step', () => {
    fc.assert(
      fc.property(streams, (stream) => {
        const target = 100;
        const best = bestSegmentS(stream, target);
        if (best === null) return true;
        // Brute force: every pair of instants on a 0.25 s grid.
        const end = (stream.at(-1) as DistancePoint).t;
        const grid: number[] = [];
        for (let t = 0; t <= end; t += 0.25) grid.push(distanceAt(stream, t));
        let brute = Number.POSITIVE_INFINITY;
        let j = 0;
        for (let i = 0; i < grid.length; i++) {
          if (j < i) j = i;
          while (j < grid.length && (grid[j] as number) - (grid[i] as number) < target) j++;
          if (j < grid.length) brute = Math.min(brute, (j - i) * 0.25);
        }
        return !Number.isFinite(brute) || (best <= brute + 1e-6 && best >= brute - 0.5);
      }),
      { numRuns: 100 },
    );
  });
});

function distanceAt(stream: readonly DistancePoint[], t: number): number {
  for (let i = 1; i < stream.length; i++) {
    const a = stream[i - 1] as DistancePoint;
    const b = stream[i] as DistancePoint;
    if (t <= b.t) return a.d + ((t - a.t) / (b.t - a.t)) * (b.d - a.d);
  }
  return (stream.at(-1) as DistancePoint).d;
}
