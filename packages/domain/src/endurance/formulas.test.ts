import { describe, expect, it } from 'vitest';
import {
  enduranceFraction,
  formatPace,
  paceMinPerKm,
  speedKmh,
  tanakaMaxHeartRate,
  vamFromTimeTrial,
  vo2maxFrom2400,
  vo2maxFromOnePointFiveMile,
  vo2maxFromVam,
} from './formulas';

describe('the worked check of shared/domain/taf-2025.md (2400 m in 12:00)', () => {
  it('12.0 km/h; f = 1 − 0.07·ln(720/420) = 0.962; VAM ≈ 12.47; VO2max 43.5 (ACSM) and 43.6 (3.5 × VAM)', () => {
    expect(speedKmh(2400, 720)).toBeCloseTo(12, 10);
    expect(enduranceFraction(720)).toBeCloseTo(0.962, 3);
    expect(vamFromTimeTrial(2400, 720)).toBeCloseTo(12.47, 2);
    expect(vo2maxFrom2400(720)).toBeCloseTo(43.5, 10);
    expect(vo2maxFromVam(vamFromTimeTrial(2400, 720))).toBeCloseTo(43.6, 1);
  });
});

describe('ACSM 1.5-mile run equation, VO2max = 3.5 + 483 / t (ACSM Guidelines for Exercise Testing)', () => {
  it.each([
    // [minutes, published equation value]
    [12, 43.75],
    [10, 51.8],
    [15, 35.7],
  ])('1.5 mile in %d min → %d mL/kg/min', (minutes, vo2) => {
    expect(vo2maxFromOnePointFiveMile(minutes)).toBeCloseTo(vo2, 10);
  });

  it('its 483 is 0.2 mL/kg/m × 2414 m; the 2400 m adaptation uses 0.2 × 2400 = 480', () => {
    expect(0.2 * 2414).toBeCloseTo(483, 0);
    // Same speed over both distances (t scaled by 2400/2414): the two equations agree within 0.1.
    const mileAndHalfMin = 12;
    const same = vo2maxFrom2400(mileAndHalfMin * 60 * (2400 / 2414));
    expect(Math.abs(same - vo2maxFromOnePointFiveMile(mileAndHalfMin))).toBeLessThan(0.1);
  });
});

describe('Péronnet & Thibault 1989: VAM is held about 7 min, then the fraction falls with ln T', () => {
  it.each([
    [300, 1],
    [420, 1],
    [840, 1 - 0.07 * Math.log(2)],
    [1200, 1 - 0.07 * Math.log(1200 / 420)],
  ])('f(%d s) = %f', (seconds, fraction) => {
    expect(enduranceFraction(seconds)).toBeCloseTo(fraction, 12);
  });

  it('a trial of 7 min or less is run at VAM', () => {
    expect(vamFromTimeTrial(2000, 400)).toBeCloseTo(18, 10);
  });
});

describe('Léger & Mercier 1984: track running costs ≈ 3.5 mL/kg/min per km/h (8–25 km/h)', () => {
  // Their track equation with air resistance: VO2 = 2.209 + 3.163 v + 0.000525542 v³.
  const legerMercierTrack = (v: number) => 2.209 + 3.163 * v + 0.000525542 * v ** 3;

  it.each([10, 12, 14, 16, 18, 20])('at %d km/h 3.5 × v stays within 3 %% of the cubic equation', (v) => {
    const linear = vo2maxFromVam(v);
    expect(Math.abs(linear - legerMercierTrack(v)) / legerMercierTrack(v)).toBeLessThan(0.03);
  });

  it('"met = km/h": 12 km/h → 42 mL/kg/min', () => {
    expect(vo2maxFromVam(12)).toBe(42);
  });
});

describe('Tanaka, Monahan & Seals 2001: HRmax = 208 − 0.7 × age', () => {
  it.each([
    [20, 194],
    [40, 180],
    [60, 166],
  ])('age %d → %d bpm', (age, bpm) => {
    expect(tanakaMaxHeartRate(age)).toBeCloseTo(bpm, 10);
  });

  it('meets the old 220 − age at 40 years, and is higher above it (the paper’s finding)', () => {
    expect(tanakaMaxHeartRate(40)).toBeCloseTo(220 - 40, 10);
    expect(tanakaMaxHeartRate(60)).toBeGreaterThan(220 - 60);
    expect(tanakaMaxHeartRate(20)).toBeLessThan(220 - 20);
  });
});

describe('pace', () => {
  it.each([
    [12, 5, '5:00 /km'],
    [10, 6, '6:00 /km'],
    [8.73, 60 / 8.73, '6:52 /km'],
    [15, 4, '4:00 /km'],
  ])('%d km/h → %f min/km → %s', (kmh, pace, text) => {
    expect(paceMinPerKm(kmh)).toBeCloseTo(pace, 10);
    expect(formatPace(pace)).toBe(text);
  });

  it('rounds to the second and carries into the minute', () => {
    expect(formatPace(4.999)).toBe('5:00 /km');
    expect(formatPace(5.5)).toBe('5:30 /km');
    expect(formatPace(6.87)).toBe('6:52 /km');
  });
});
