import { speedKmh, vamFromTimeTrial } from './formulas';

// Which test the metrics start from (DECISIONS.md 'Endurance metrics'): the most recent TT2400 (a
// simulation's 2400 m time, or a run of 2400–2500 m); else the best 2–3 km run of the last 90 days.

export type OriginTestType = 'TT2400' | 'TT 2-3km';

export interface OriginTest {
  type: OriginTestType;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** As run: the whole trial's time and distance. */
  time_s: number;
  distance_m: number;
}

export interface TrialCandidate {
  /** 'YYYY-MM-DD' (São Paulo). */
  date: string;
  time_s: number;
  distance_m: number;
  /** A device's fastest continuous 2400 m inside the run, when known. */
  best_2400_s?: number | null;
}

export const TT2400_MIN_M = 2400;
export const TT2400_MAX_M = 2500;
export const TT_SHORT_MIN_M = 2000;
export const TT_SHORT_MAX_M = 3000;
export const TT_SHORT_WINDOW_DAYS = 90;
/** Faster than the world-record pace over 2–3 km (≈ 25.4 km/h) is a typo, not a test. */
export const MAX_TRIAL_KMH = 26;

export interface ChosenOrigin {
  test: OriginTest;
  /** TT2400 only: the time over exactly 2400 m the formulas use. */
  time_2400_s: number | null;
}

const isPlausible = (c: TrialCandidate) =>
  Number.isFinite(c.time_s) &&
  Number.isFinite(c.distance_m) &&
  c.time_s > 0 &&
  c.distance_m > 0 &&
  speedKmh(c.distance_m, c.time_s) <= MAX_TRIAL_KMH;

/**
 * A TT2400's time over 2400 m: the device's best 2400 m when it has one, else the run's time at its
 * average speed (a run of up to 2500 m differs from Riegel's scaling by under 0.3 %).
 */
export function timeOver2400(c: TrialCandidate): number {
  if (c.best_2400_s && c.best_2400_s > 0 && c.best_2400_s <= c.time_s) return c.best_2400_s;
  return (c.time_s * TT2400_MIN_M) / c.distance_m;
}

/** The first day a 2–3 km run still counts: 90 days before `today` ('YYYY-MM-DD'). */
export function shortTrialWindowStart(today: string): string {
  const [y, m, d] = today.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - TT_SHORT_WINDOW_DAYS)).toISOString().slice(0, 10);
}

const origin = (type: OriginTestType, c: TrialCandidate): OriginTest => ({
  type,
  date: c.date.slice(0, 10),
  time_s: c.time_s,
  distance_m: c.distance_m,
});

/**
 * The origin test, or null when there is none. TT2400: the newest date wins; on the same day the
 * faster 2400 m. TT 2-3km: the highest VAM (speed weighed for the trial's length); a tie, the newest.
 */
export function chooseOriginTest(input: {
  tt2400: readonly TrialCandidate[];
  runs2to3km: readonly TrialCandidate[];
  today: string;
}): ChosenOrigin | null {
  let tt: TrialCandidate | undefined;
  for (const c of input.tt2400) {
    if (!isPlausible(c) || c.distance_m < TT2400_MIN_M || c.distance_m > TT2400_MAX_M) continue;
    if (!tt || c.date > tt.date || (c.date === tt.date && timeOver2400(c) < timeOver2400(tt))) tt = c;
  }
  if (tt) return { test: origin('TT2400', tt), time_2400_s: timeOver2400(tt) };

  const since = shortTrialWindowStart(input.today);
  let best: TrialCandidate | undefined;
  let bestVam = 0;
  for (const c of input.runs2to3km) {
    if (!isPlausible(c) || c.distance_m < TT_SHORT_MIN_M || c.distance_m > TT_SHORT_MAX_M) continue;
    if (c.date.slice(0, 10) < since) continue;
    const vam = vamFromTimeTrial(c.distance_m, c.time_s);
    if (!best || vam > bestVam || (vam === bestVam && c.date > best.date)) {
      best = c;
      bestVam = vam;
    }
  }
  return best ? { test: origin('TT 2-3km', best), time_2400_s: null } : null;
}
