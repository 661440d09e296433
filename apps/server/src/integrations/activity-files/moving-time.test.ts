import { describe, expect, it } from 'vitest';
import { movingTimeS } from './moving-time.js';
import type { DistancePoint } from './types.js';

const everySecond = (speeds: number[]): DistancePoint[] => {
  const out: DistancePoint[] = [{ t: 0, d: 0 }];
  speeds.forEach((v, i) => {
    out.push({ t: i + 1, d: (out[i] as DistancePoint).d + v });
  });
  return out;
};

describe('movingTimeS', () => {
  it('counts every second of a steady run', () => {
    expect(movingTimeS(everySecond(Array(600).fill(3)))).toBe(600);
  });

  it('leaves out a two-minute stop in the middle, but not a few seconds of slowing down', () => {
    const speeds = [...Array(300).fill(3), ...Array(120).fill(0), ...Array(300).fill(3)];
    const moving = movingTimeS(everySecond(speeds));
    // The 10 s window blurs each edge of the stop by up to 5 s.
    expect(moving).toBeGreaterThanOrEqual(600);
    expect(moving).toBeLessThanOrEqual(610);
  });

  it('a watch left on a bench (GPS jitter of 0.3 m/s) is not moving', () => {
    expect(movingTimeS(everySecond(Array(300).fill(0.3)))).toBe(0);
  });

  it('a long gap between two samples counts when the distance covered says so', () => {
    expect(
      movingTimeS([
        { t: 0, d: 0 },
        { t: 60, d: 180 },
      ]),
    ).toBe(60);
    expect(
      movingTimeS([
        { t: 0, d: 0 },
        { t: 600, d: 50 },
      ]),
    ).toBe(0);
  });
});
