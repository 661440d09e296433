import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { type BodyReport, bodyReport } from '@prontidao/domain/endurance/body-report';
import {
  CADENCE_RUNS,
  computeEnduranceMetrics,
  type EnduranceMetrics,
  type TrialCandidate,
} from '@prontidao/domain/endurance/endurance-metrics';
import {
  shortTrialWindowStart,
  TT_SHORT_MAX_M,
  TT_SHORT_MIN_M,
  TT2400_MAX_M,
  TT2400_MIN_M,
} from '@prontidao/domain/endurance/origin-test';
import type { Db } from '../../db/database.js';
import { bodyProfileOf, weightsOf } from '../profiles/profiles.service.js';
import { listRecentResults } from '../taf/taf.service.js';
import {
  type ActivityScope,
  listRecentCadences,
  listRunsBetween,
} from '../training/activity-history.service.js';

// The endurance metrics and the body report read one person's simulations (taf), runs (training)
// and body profile and weigh-ins (profiles), each through its owner (decision 041). Metrics for
// anyone but the athlete read no run imported from Strava (decision 048, `scope` 'shared').

/** Simulations are few; the newest ones are enough to find the latest 2400 m time. */
export const SIMULATIONS_SCANNED = 20;
/** Weight history returned: a year of daily weigh-ins at most. */
export const WEIGHTS_RETURNED = 366;

/** Runs read per query: a TT2400 needs the newest day's runs only, the 2–3 km search 90 days. */
const TT2400_RUNS = 10;
const SHORT_RUNS = 300;

const today = (now: Date) => calendarDate(now, APP_TIME_ZONE);

type StoredRun = { valor_s?: unknown; valor?: unknown; measure?: unknown };

/**
 * A simulation's 2400 m time: the graded run test whose key names its distance ('corrida_2400m'),
 * as an edital stores it (valor_s) or an exam does (valor, in seconds); sprints are no trial.
 */
export function simulationTrial(createdAt: Date, jsonResultado: unknown): TrialCandidate | null {
  const tests = (jsonResultado as { tests?: Record<string, StoredRun> } | null)?.tests;
  if (!tests || typeof tests !== 'object') return null;
  for (const [key, test] of Object.entries(tests)) {
    const distance = /^corrida_(\d+)m$/.exec(key);
    const seconds = test?.valor_s ?? (test?.measure === 'seconds_time' ? test.valor : undefined);
    if (distance && Number(distance[1]) >= 1000 && typeof seconds === 'number' && seconds > 0) {
      return { date: today(createdAt), time_s: seconds, distance_m: Number(distance[1]) };
    }
  }
  return null;
}

const runTrial = (row: {
  workout_date: string;
  value_primary: number | null;
  value_secondary: number | null;
  best_2400_s: number | null;
}): TrialCandidate => ({
  date: row.workout_date,
  time_s: row.value_secondary ?? 0,
  distance_m: row.value_primary ?? 0,
  best_2400_s: row.best_2400_s,
});

/**
 * The metrics of `userId` for `scope`'s eyes: 'own' (the athlete) from every run, 'shared' (a
 * trainer, an admin) from the simulations and the runs not imported from Strava (decision 048).
 */
export async function getEnduranceMetrics(
  db: Db,
  userId: string,
  scope: ActivityScope,
  now = new Date(),
): Promise<EnduranceMetrics | null> {
  const day = today(now);
  const [simulations, longRuns, shortRuns, cadences, profile] = await Promise.all([
    listRecentResults(db, userId, SIMULATIONS_SCANNED),
    listRunsBetween(db, userId, { minM: TT2400_MIN_M, maxM: TT2400_MAX_M, limit: TT2400_RUNS, scope }),
    listRunsBetween(db, userId, {
      minM: TT_SHORT_MIN_M,
      maxM: TT_SHORT_MAX_M,
      since: shortTrialWindowStart(day),
      limit: SHORT_RUNS,
      scope,
    }),
    listRecentCadences(db, userId, CADENCE_RUNS, scope),
    bodyProfileOf(db, userId),
  ]);
  const fromSimulations = simulations
    .map((s) => simulationTrial(s.created_at, s.json_resultado))
    .filter((t): t is TrialCandidate => t !== null);
  return computeEnduranceMetrics({
    tt2400: [...fromSimulations, ...longRuns.map(runTrial)],
    runs2to3km: shortRuns.map(runTrial),
    birthDate: profile?.birth_date ?? null,
    today: day,
    cadences,
  });
}

export async function getBodyReport(db: Db, userId: string, now = new Date()): Promise<BodyReport> {
  const [profile, weights] = await Promise.all([
    bodyProfileOf(db, userId),
    weightsOf(db, userId, WEIGHTS_RETURNED),
  ]);
  return bodyReport({
    birthDate: profile?.birth_date ?? null,
    alturaCm: profile?.altura_cm ?? null,
    pesoKg: profile?.peso_kg ?? null,
    weights,
    today: today(now),
  });
}
