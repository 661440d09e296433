import { describe, expect, it } from 'vitest';
import {
  averageCadence,
  computeEnduranceMetrics,
  type EnduranceInput,
  FCMAX_NOTE,
  VO2_SOURCE_TT_SHORT,
  VO2_SOURCE_TT2400,
} from './endurance-metrics';
import { formatPace } from './formulas';

const base: EnduranceInput = {
  tt2400: [],
  runs2to3km: [],
  birthDate: '1995-06-15',
  today: '2025-03-12',
  cadences: [],
};

describe('computeEnduranceMetrics', () => {
  it('without a test: null (Dados insuficientes)', () => {
    expect(computeEnduranceMetrics(base)).toBeNull();
  });

  it('reproduces the worked check of taf-2025.md: 2400 m in 12:00 → VAM 12.47, VO2max 43.5 (ACSM)', () => {
    const metrics = computeEnduranceMetrics({
      ...base,
      tt2400: [{ date: '2025-03-10', time_s: 720, distance_m: 2400 }],
    });
    expect(metrics).toMatchObject({
      vo2max: 43.5,
      vo2_source: VO2_SOURCE_TT2400,
      vam_kmh: 12.47,
      // 29 years: 208 − 0.7 × 29 = 187.7 (Tanaka 2001)
      fcmax_est: 188,
      fcmax_note: FCMAX_NOTE,
      tlim_center_min: 6,
      tlim_range_min: [4, 8],
      // 70 % and 85 % of 12.4705 km/h
      lt1_kmh: 8.73,
      lt1_pace_min_per_km: 6.87,
      lt2_kmh: 10.6,
      lt2_pace_min_per_km: 5.66,
      cadence_spm: null,
      origin_test: { type: 'TT2400', date: '2025-03-10', time_s: 720, distance_m: 2400 },
    });
    expect(formatPace(metrics?.lt1_pace_min_per_km ?? 0)).toBe('6:52 /km');
    expect(metrics?.zones.map((z) => z.zone)).toEqual(['Z1', 'Z2', 'Z3', 'Z4', 'Z5']);
    expect(metrics?.zones[3]).toMatchObject({ kmh_min: 11.22, kmh_max: 12.47 });
  });

  it('the same 2400 m in 12:00 as a 2–3 km run: VO2max = 3.5 × VAM = 43.6 (Léger & Mercier)', () => {
    const metrics = computeEnduranceMetrics({
      ...base,
      runs2to3km: [{ date: '2025-03-10', time_s: 720, distance_m: 2400 }],
    });
    expect(metrics).toMatchObject({
      vo2max: 43.6,
      vo2_source: VO2_SOURCE_TT_SHORT,
      vam_kmh: 12.47,
      origin_test: { type: 'TT 2-3km' },
    });
  });

  it('without a birth date: no FCmax and no note', () => {
    const metrics = computeEnduranceMetrics({
      ...base,
      birthDate: null,
      tt2400: [{ date: '2025-03-10', time_s: 720, distance_m: 2400 }],
    });
    expect(metrics?.fcmax_est).toBeNull();
    expect(metrics?.fcmax_note).toBeNull();
  });
});

describe('cadence: the mean of the newest 5 runs that have it, as stored (already steps per minute)', () => {
  it('skips runs without cadence and takes five', () => {
    expect(averageCadence([170, null, 172, 0, 168, 174, 176, 100])).toBe(172);
  });

  it('does not double the values again (the imports did)', () => {
    expect(averageCadence([170])).toBe(170);
  });

  it('none known → null', () => {
    expect(averageCadence([null, null])).toBeNull();
    expect(averageCadence([])).toBeNull();
  });
});
