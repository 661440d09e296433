import { describe, expect, it } from 'vitest';
import { chooseOriginTest, timeOver2400 } from './origin-test';

const today = '2025-03-12';

describe('the origin test (DECISIONS.md: latest TT2400, else the best 2–3 km run of the last 90 days)', () => {
  it('nothing → null', () => {
    expect(chooseOriginTest({ tt2400: [], runs2to3km: [], today })).toBeNull();
  });

  it('the most recent TT2400 wins over a faster older one and over any 2–3 km run', () => {
    const chosen = chooseOriginTest({
      tt2400: [
        { date: '2025-01-05', time_s: 600, distance_m: 2400 },
        { date: '2025-02-20', time_s: 720, distance_m: 2400 },
      ],
      runs2to3km: [{ date: '2025-03-10', time_s: 500, distance_m: 2000 }],
      today,
    });
    expect(chosen).toEqual({
      test: { type: 'TT2400', date: '2025-02-20', time_s: 720, distance_m: 2400 },
      time_2400_s: 720,
    });
  });

  it('on the same day, the faster 2400 m', () => {
    const chosen = chooseOriginTest({
      tt2400: [
        { date: '2025-03-01', time_s: 720, distance_m: 2400 },
        { date: '2025-03-01', time_s: 700, distance_m: 2400 },
      ],
      runs2to3km: [],
      today,
    });
    expect(chosen?.time_2400_s).toBe(700);
  });

  it('a run of 2400–2500 m counts, its time taken over 2400 m (device best 2400 m, else its pace)', () => {
    expect(timeOver2400({ date: today, time_s: 750, distance_m: 2500 })).toBe(720);
    expect(timeOver2400({ date: today, time_s: 750, distance_m: 2500, best_2400_s: 715 })).toBe(715);
    // A device value longer than the whole run is not believed.
    expect(timeOver2400({ date: today, time_s: 750, distance_m: 2500, best_2400_s: 800 })).toBe(720);
  });

  it('outside 2400–2500 m or implausibly fast is not a TT2400', () => {
    const chosen = chooseOriginTest({
      tt2400: [
        { date: '2025-03-01', time_s: 800, distance_m: 2600 },
        { date: '2025-03-02', time_s: 60, distance_m: 2400 },
        { date: '2025-03-03', time_s: 0, distance_m: 2400 },
      ],
      runs2to3km: [],
      today,
    });
    expect(chosen).toBeNull();
  });

  it('without a TT2400: the 2–3 km run with the highest VAM of the last 90 days', () => {
    const chosen = chooseOriginTest({
      tt2400: [],
      runs2to3km: [
        { date: '2024-12-11', time_s: 420, distance_m: 2500 }, // 91 days ago: too old
        { date: '2025-03-01', time_s: 600, distance_m: 2000 }, // 12 km/h over 10 min
        { date: '2025-03-05', time_s: 900, distance_m: 3000 }, // 12 km/h over 15 min: higher VAM
        { date: '2025-03-06', time_s: 500, distance_m: 1900 }, // under 2 km
      ],
      today,
    });
    expect(chosen).toEqual({
      test: { type: 'TT 2-3km', date: '2025-03-05', time_s: 900, distance_m: 3000 },
      time_2400_s: null,
    });
  });

  it('a run exactly 90 days old still counts', () => {
    const chosen = chooseOriginTest({
      tt2400: [],
      runs2to3km: [
        { date: '2024-12-12', time_s: 800, distance_m: 3000 },
        { date: '2025-03-05', time_s: 900, distance_m: 3000 },
      ],
      today,
    });
    expect(chosen?.test.date).toBe('2024-12-12');
  });
});
