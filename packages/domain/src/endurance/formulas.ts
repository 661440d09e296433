// The endurance formulas of shared/domain/taf-2025.md 'Endurance formulas', one function each.
// Speeds in km/h, paces in decimal minutes per km, times in seconds.

/** VO2max (mL/kg/min) from a 2400 m time: ACSM's 1.5-mile equation 3.5 + 483/t adapted to 2400 m. */
export function vo2maxFrom2400(timeS: number): number {
  return 3.5 + 480 / (timeS / 60);
}

/** The published ACSM 1.5-mile (2414 m) run equation, for reference: 3.5 + 483 / t (minutes). */
export function vo2maxFromOnePointFiveMile(timeMin: number): number {
  return 3.5 + 483 / timeMin;
}

/** Duration VAM can be held (Péronnet & Thibault 1989): about 7 minutes. */
export const VAM_HOLD_S = 420;
export const ENDURANCE_K = 0.07;

/** Fraction of VAM held for a trial of `timeS`: 1 up to 7 min, then 1 − k·ln(T/420). */
export function enduranceFraction(timeS: number): number {
  return timeS <= VAM_HOLD_S ? 1 : 1 - ENDURANCE_K * Math.log(timeS / VAM_HOLD_S);
}

/** Average speed (km/h) of `distanceM` run in `timeS`. */
export function speedKmh(distanceM: number, timeS: number): number {
  return distanceM / 1000 / (timeS / 3600);
}

/** VAM (maximal aerobic speed, km/h) from a time trial: its speed over the fraction it held. */
export function vamFromTimeTrial(distanceM: number, timeS: number): number {
  return speedKmh(distanceM, timeS) / enduranceFraction(timeS);
}

/** VO2max from the running energy cost (Léger & Mercier 1984, track, 8–25 km/h): 3.5 × VAM. */
export function vo2maxFromVam(vamKmh: number): number {
  return 3.5 * vamKmh;
}

/** Max heart rate (bpm), Tanaka, Monahan & Seals 2001; overestimates women by about 5 bpm. */
export function tanakaMaxHeartRate(ageYears: number): number {
  return 208 - 0.7 * ageYears;
}

/** Time to exhaustion at VAM (Billat): centre 6 min, usual range 4–8 min. */
export const TLIM_CENTER_MIN = 6;
export const TLIM_RANGE_MIN: readonly [number, number] = [4, 8];

/** Thresholds as fractions of VAM (Condello 2014: VT1 67 ± 9 %, VT2 84 ± 6 %). */
export const LT1_FRACTION = 0.7;
export const LT2_FRACTION = 0.85;

/** Pace in decimal minutes per km for a speed in km/h. */
export function paceMinPerKm(kmh: number): number {
  return 60 / kmh;
}

/** Decimal minutes per km as 'm:ss /km' (rounded to the second): 5 → '5:00 /km'. */
export function formatPace(minPerKm: number): string {
  const seconds = Math.round(minPerKm * 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} /km`;
}

/** Rounds a positive value half up to `digits` decimals; the tolerance absorbs binary noise. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor + 1e-9) / factor;
}
