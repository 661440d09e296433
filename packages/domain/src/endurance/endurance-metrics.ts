import { ageOn } from './age';
import {
  LT1_FRACTION,
  LT2_FRACTION,
  paceMinPerKm,
  roundTo,
  TLIM_CENTER_MIN,
  TLIM_RANGE_MIN,
  tanakaMaxHeartRate,
  vamFromTimeTrial,
  vo2maxFrom2400,
  vo2maxFromVam,
} from './formulas';
import { chooseOriginTest, type OriginTest, type TrialCandidate } from './origin-test';
import { trainingZones, type Zone } from './zones';

export type { OriginTest, OriginTestType, TrialCandidate } from './origin-test';
export type { Zone, ZoneName } from './zones';

// 'Métricas de Resistência' (issue 11, spec §3, formulas in shared/domain/taf-2025.md).

export const METRICS_LOADING = 'Calculando métricas...';
export const METRICS_INSUFFICIENT = 'Dados insuficientes para calcular métricas.';
export const METRICS_NEED_TEST = 'É necessário ter pelo menos um teste TT2400 ou TT 2-3km.';
export const metricsErrorText = (message: string) => `Erro: ${message}`;

export const VO2_SOURCE_TT2400 = 'Teste de 2400 m (equação do ACSM adaptada)';
export const VO2_SOURCE_TT_SHORT = 'Teste de 2 a 3 km (custo energético da corrida: 3,5 × VAM)';
export type Vo2Source = typeof VO2_SOURCE_TT2400 | typeof VO2_SOURCE_TT_SHORT;

export const FCMAX_NOTE =
  'Estimativa de Tanaka (208 − 0,7 × idade). Em mulheres, costuma superestimar em cerca de 5 bpm.';

export interface EnduranceMetrics {
  /** mL/kg/min, one decimal. */
  vo2max: number;
  /** How the VO2max was estimated, pt-BR. */
  vo2_source: Vo2Source;
  /** Maximal aerobic speed, km/h, two decimals. */
  vam_kmh: number;
  /** Tanaka, whole bpm; null without a birth date. */
  fcmax_est: number | null;
  /** The caveat shown with fcmax_est (women ≈ 5 bpm lower); null with it. */
  fcmax_note: string | null;
  tlim_center_min: number;
  tlim_range_min: [number, number];
  lt1_kmh: number;
  /** Decimal min/km, two decimals (format with formatPace). */
  lt1_pace_min_per_km: number;
  lt2_kmh: number;
  lt2_pace_min_per_km: number;
  /** Steps per minute, whole; null when none of the last runs has cadence. */
  cadence_spm: number | null;
  origin_test: OriginTest;
  zones: Zone[];
}

export interface EnduranceInput {
  /** Simulations' 2400 m times (distance 2400) and runs of 2400–2500 m. */
  tt2400: readonly TrialCandidate[];
  /** Runs of 2–3 km (those older than 90 days are ignored here). */
  runs2to3km: readonly TrialCandidate[];
  birthDate: string | null;
  /** 'YYYY-MM-DD' in São Paulo. */
  today: string;
  /**
   * Average cadence of the latest runs, newest first, in steps per minute as stored: the imports
   * already doubled Strava's and FIT's one-leg values, so they are not doubled again here.
   */
  cadences: readonly (number | null)[];
}

export const CADENCE_RUNS = 5;

/** Mean of the newest 5 known cadences, whole steps per minute; null when none. */
export function averageCadence(cadences: readonly (number | null)[]): number | null {
  const known = cadences
    .filter((c): c is number => c !== null && Number.isFinite(c) && c > 0)
    .slice(0, CADENCE_RUNS);
  if (known.length === 0) return null;
  return Math.round(known.reduce((sum, c) => sum + c, 0) / known.length);
}

/** The metrics, or null when there is no origin test (METRICS_INSUFFICIENT). */
export function computeEnduranceMetrics(input: EnduranceInput): EnduranceMetrics | null {
  const chosen = chooseOriginTest(input);
  if (!chosen) return null;
  const { test, time_2400_s } = chosen;
  const isTt2400 = time_2400_s !== null;
  const vam = isTt2400 ? vamFromTimeTrial(2400, time_2400_s) : vamFromTimeTrial(test.distance_m, test.time_s);
  const vo2 = isTt2400 ? vo2maxFrom2400(time_2400_s) : vo2maxFromVam(vam);
  const age = ageOn(input.birthDate, input.today);
  const lt1 = vam * LT1_FRACTION;
  const lt2 = vam * LT2_FRACTION;
  return {
    vo2max: roundTo(vo2, 1),
    vo2_source: isTt2400 ? VO2_SOURCE_TT2400 : VO2_SOURCE_TT_SHORT,
    vam_kmh: roundTo(vam, 2),
    fcmax_est: age === null ? null : Math.round(tanakaMaxHeartRate(age)),
    fcmax_note: age === null ? null : FCMAX_NOTE,
    tlim_center_min: TLIM_CENTER_MIN,
    tlim_range_min: [TLIM_RANGE_MIN[0], TLIM_RANGE_MIN[1]],
    lt1_kmh: roundTo(lt1, 2),
    lt1_pace_min_per_km: roundTo(paceMinPerKm(lt1), 2),
    lt2_kmh: roundTo(lt2, 2),
    lt2_pace_min_per_km: roundTo(paceMinPerKm(lt2), 2),
    cadence_spm: averageCadence(input.cadences),
    origin_test: test,
    zones: trainingZones(vam),
  };
}
