import { daysBetween } from '@prontidao/domain/dates/plain-date';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { ageOn } from '@prontidao/domain/endurance/age';
import { TT2400_MAX_M, TT2400_MIN_M } from '@prontidao/domain/endurance/origin-test';
import type { Exam } from '@prontidao/domain/exams/exam-schema';
import type { ExamCandidate } from '@prontidao/domain/exams/grade-exam';
import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { normalizeCargo } from '@prontidao/domain/profile/cargos';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import type { GradingProfile } from '@prontidao/domain/scoring/select-table';
import {
  type BuildPlanInput,
  buildPlan,
  type CurrentResults,
  emphasisTracks,
  type TrainingPlan,
} from '@prontidao/domain/training-plan/build-plan';
import { type EventTarget, examTargetsFor } from '@prontidao/domain/training-plan/exam-targets';
import type { ResultPoint } from '@prontidao/domain/training-plan/projection';
import { type TestTarget, targetsFor } from '@prontidao/domain/training-plan/targets';
import type { Db } from '../../db/database.js';
import { getEnduranceMetrics } from '../endurance/endurance.service.js';
import { planProfileOf } from '../profiles/profiles.service.js';
import { listRecentResults } from '../taf/taf.service.js';
import { type ActivityScope, listRunsBetween } from '../training/activity-history.service.js';
import {
  editalGoalOf,
  examGoalTestsOf,
  type GoalTestView,
  goalTestsOf,
  readGoal,
  type StoredGoal,
} from './plan-goals.js';
import { loadPlanRules, type PlanRules } from './plan-rules.js';
import * as repo from './training-plan.repository.js';

// The plan of one person from their latest data (decisions 036, 047): settings, profile, the edital
// or exam, the latest simulation, time trials and metrics in, the domain's plan out — or why there
// is none. get_training_plan shows it; a trainer's week adjustment is checked against it. Computed for
// anyone but the athlete ('shared' scope), it reads no run imported from Strava (decision 048): its
// paces and 2400 m projection then come from the simulations and the other runs.

export type PlanStatus = 'ok' | 'needs_settings' | 'needs_profile' | 'needs_simulation' | 'taf_passed';

export const MESSAGES = {
  needs_settings: 'Diga quantos treinos por semana você consegue fazer e o seu objetivo para montar o plano.',
  needs_profile: 'Complete seu perfil (sexo e data do TAF) para montar o plano.',
  needs_simulation: 'Faça um simulado do TAF: o plano parte dos seus resultados.',
  taf_passed: 'A data do TAF já passou. Atualize a data no seu perfil para montar um novo plano.',
} as const;

/** Simulations read for the latest values and the projection's trend; time trials likewise. */
const HISTORY = 60;

/** The goal: one for every test, or one per test key of the edital or event of the exam. */
export type PlanSettings = { sessions_per_week: number; goal: StoredGoal };

/** Why there is no plan (the status other than 'ok' and its pt-BR message). */
export interface NoPlan {
  ok: false;
  status: Exclude<PlanStatus, 'ok'>;
  message: string;
  settings: PlanSettings | null;
  entitled: boolean;
  daysLeft: number | null;
  /** The edital's tests (or the exam's events) with a suggested goal each (empty when unreadable). */
  goalTests: GoalTestView[];
}

/** What the targets were read from: an edital's tables graded 0–10, or an exam's pass marks (047). */
export type GradedBy =
  | { format: 'grade_table'; edital: Edital; profile: GradingProfile; targets: TestTarget[] }
  | { format: 'exam'; exam: Exam; targets: EventTarget[] };

export interface ComputedPlan {
  ok: true;
  settings: PlanSettings;
  entitled: boolean;
  goalTests: GoalTestView[];
  today: string;
  tafDate: string;
  gradedBy: GradedBy;
  /** What the plan was built from: a week adjustment rebuilds sessions from it. */
  input: BuildPlanInput;
  plan: TrainingPlan;
  simulations: { created_at: Date; json_resultado: unknown }[];
  trialPoints: ResultPoint[];
  /** The projection last stored (settings row). */
  storedProjection: unknown;
}

type StoredTests = Record<string, { valor?: unknown; valor_s?: unknown } | null | undefined>;
type Simulation = Awaited<ReturnType<typeof listRecentResults>>[number];
type Profile = Awaited<ReturnType<typeof planProfileOf>>;

/** A simulation's value per test key (times as valor_s, reps and hang as valor). */
export function valuesOf(jsonResultado: unknown): Record<string, number> {
  const tests = (jsonResultado as { tests?: StoredTests } | null)?.tests;
  const values: Record<string, number> = {};
  if (!tests || typeof tests !== 'object') return values;
  for (const [key, test] of Object.entries(tests)) {
    const value = test?.valor_s ?? test?.valor;
    if (typeof value === 'number' && Number.isFinite(value)) values[key] = value;
  }
  return values;
}

/** The person as their exam grades them: the sex, and the age on TAF day where it has age bands. */
function candidateOf(rules: PlanRules, profile: Profile): ExamCandidate | null {
  if (!profile?.sexo || rules.format !== 'exam') return null;
  const age = ageOn(rules.birthDate, profile.taf_dt ?? '');
  return { sex: profile.sexo, ...(age !== null ? { age } : {}) };
}

/**
 * The results the plan starts from and the goals the form offers: an edital reads the latest
 * simulation (as it always has), an exam the latest simulation of that exam.
 */
function readingOf(rules: PlanRules | null, profile: Profile, simulations: Simulation[]) {
  const ofRules =
    rules?.format === 'exam' ? simulations.filter((s) => s.edital_id === rules.exam.id) : simulations;
  const latest = ofRules[0];
  const current = latest ? valuesOf(latest.json_resultado) : {};
  const gradingProfile: GradingProfile | null = profile?.sexo
    ? { sex: profile.sexo, cargo: normalizeCargo(profile.cargo_code) }
    : null;
  let goalTests: GoalTestView[] = [];
  if (rules?.format === 'exam') goalTests = examGoalTestsOf(rules, candidateOf(rules, profile), current);
  else if (rules) goalTests = goalTestsOf(rules.edital, gradingProfile, current);
  return { simulations: ofRules, latest, current, gradingProfile, goalTests };
}

/** The targets per test or event, or the first reason there are none. */
function targetsOf(
  rules: PlanRules,
  profile: Profile,
  gradingProfile: GradingProfile,
  current: Record<string, number>,
  goal: StoredGoal,
): { ok: true; gradedBy: GradedBy } | { ok: false; message: string | undefined } {
  if (rules.format === 'exam') {
    const candidate = candidateOf(rules, profile) ?? { sex: gradingProfile.sex };
    const targeted = examTargetsFor({ exam: rules.exam, candidate, current, goal });
    return targeted.ok
      ? { ok: true, gradedBy: { format: 'exam', exam: rules.exam, targets: targeted.targets } }
      : { ok: false, message: targeted.errors[0]?.message };
  }
  const targeted = targetsFor({
    edital: rules.edital,
    profile: gradingProfile,
    current,
    goal: editalGoalOf(goal),
  });
  return targeted.ok
    ? {
        ok: true,
        gradedBy: {
          format: 'grade_table',
          edital: rules.edital,
          profile: gradingProfile,
          targets: targeted.targets,
        },
      }
    : { ok: false, message: targeted.errors[0]?.message };
}

/** The latest marks the sessions read, a newer 2.400 m time trial first, and the VAM when known. */
async function currentResults(
  db: Db,
  subjectId: string,
  now: Date,
  scope: ActivityScope,
  gradedBy: GradedBy,
  latest: { created_at: Date } | undefined,
  current: Record<string, number>,
) {
  const [trials, metrics] = await Promise.all([
    listRunsBetween(db, subjectId, { minM: TT2400_MIN_M, maxM: TT2400_MAX_M, limit: HISTORY, scope }),
    getEnduranceMetrics(db, subjectId, scope, now),
  ]);
  const trialPoints: ResultPoint[] = trials.map((t) => ({
    date: t.workout_date,
    value: t.best_2400_s ?? ((t.value_secondary ?? 0) * TT2400_MIN_M) / (t.value_primary ?? TT2400_MIN_M),
  }));
  const latestDate = latest ? calendarDate(latest.created_at, APP_TIME_ZONE) : '';
  const newerTrial = trialPoints.find((p) => p.date > latestDate);
  const results: CurrentResults = {};
  for (const target of gradedBy.targets) {
    const value = current[target.key];
    if (target.key === 'corrida_2400m') {
      const run = newerTrial?.value ?? value;
      if (run !== undefined) results.run2400s = run;
      continue;
    }
    // An exam's other marks are read from its events' targets (domain exam-context.ts).
    if (gradedBy.format === 'exam') continue;
    if (target.key.startsWith('natacao')) {
      if (value !== undefined) results.swimSeconds = value;
    } else if (target.key === 'barra' && value !== undefined) {
      if (target.measure === 'seconds_hang') results.hangSeconds = value;
      else results.barReps = value;
    }
  }
  if (metrics?.vam_kmh) results.vamKmh = metrics.vam_kmh;
  return { results, trialPoints };
}

/** The stored emphasis: test keys (a JSON array of strings); anything else reads as none. */
const emphasisKeysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];

/**
 * The plan of `subjectId` today (São Paulo), or why there is none; `scope` 'shared' when someone
 * else will see it (no Strava run read), 'own' for the athlete and the checks made on their behalf.
 */
export async function computePlan(
  db: Db,
  subjectId: string,
  now: Date,
  scope: ActivityScope,
): Promise<ComputedPlan | NoPlan> {
  const [profile, stored] = await Promise.all([
    planProfileOf(db, subjectId),
    repo.findSettings(db, subjectId),
  ]);
  const entitled = entitlementsOf(profile?.plano_code).training_plan;
  const today = calendarDate(now, APP_TIME_ZONE);
  const daysLeft = profile?.taf_dt ? daysBetween(today, profile.taf_dt) : null;
  // The rules and the latest results come first: the settings form suggests a goal per test.
  const [rules, allSimulations] = await Promise.all([
    loadPlanRules(db, subjectId, profile?.edital_id ?? null),
    listRecentResults(db, subjectId, HISTORY),
  ]);
  const { simulations, latest, current, gradingProfile, goalTests } = readingOf(
    rules,
    profile,
    allSimulations,
  );
  const none = (
    status: NoPlan['status'],
    settings: PlanSettings | null,
    message: string = MESSAGES[status],
  ): NoPlan => ({ ok: false, status, message, settings, entitled, daysLeft, goalTests });
  if (!stored) return none('needs_settings', null);
  const settings = { sessions_per_week: stored.sessions_per_week, goal: readGoal(stored.goal) };
  if (!gradingProfile || !profile?.taf_dt || daysLeft === null) return none('needs_profile', settings);
  if (daysLeft < 1) return none('taf_passed', settings);
  if (!rules) return none('needs_profile', settings, 'Escolha seu edital no perfil.');
  // A partial exam cannot be simulated yet (decision 045): its plan starts without results.
  const isPartial = rules.format === 'exam' && rules.exam.completeness === 'partial';
  if (!latest && !isPartial) return none('needs_simulation', settings);

  const targeted = targetsOf(rules, profile, gradingProfile, current, settings.goal);
  if (!targeted.ok) return none('needs_profile', settings, targeted.message);
  const { gradedBy } = targeted;
  const { results, trialPoints } = await currentResults(db, subjectId, now, scope, gradedBy, latest, current);
  const input: BuildPlanInput = {
    today,
    tafDate: profile.taf_dt,
    sessionsPerWeek: settings.sessions_per_week,
    current: results,
    ...(gradedBy.format === 'exam'
      ? { targets: [], events: gradedBy.targets }
      : { targets: gradedBy.targets }),
  };
  input.emphasis = emphasisTracks(emphasisKeysOf(stored.emphasis), input);
  const built = buildPlan(input);
  if (!built.ok)
    return none(
      built.error.code === 'TAF_NOT_AHEAD' ? 'taf_passed' : 'needs_settings',
      settings,
      built.error.message,
    );
  return {
    ok: true,
    settings,
    entitled,
    goalTests,
    today,
    tafDate: profile.taf_dt,
    gradedBy,
    input,
    plan: built.plan,
    simulations,
    trialPoints,
    storedProjection: stored.last_projection,
  };
}
