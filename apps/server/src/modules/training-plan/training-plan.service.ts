import { TT2400_MAX_M, TT2400_MIN_M } from '@prontidao/domain/endurance/origin-test';
import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/profile/countdown';
import { DEFAULT_EDITAL_ID } from '@prontidao/domain/scoring/editais/catalog';
import { type Edital, EditalSchema } from '@prontidao/domain/scoring/edital-schema';
import type { GradingProfile } from '@prontidao/domain/scoring/select-table';
import { buildPlan, type CurrentResults } from '@prontidao/domain/training-plan/build-plan';
import { reshuffleWeek } from '@prontidao/domain/training-plan/match-sessions';
import { daysBetween } from '@prontidao/domain/training-plan/plan-dates';
import type { PlannedSession, PlanWeek } from '@prontidao/domain/training-plan/plan-types';
import { projectTest, type ResultPoint } from '@prontidao/domain/training-plan/projection';
import { type PlanGoal, type TestTarget, targetsFor } from '@prontidao/domain/training-plan/targets';
import type { Db } from '../../db/database.js';
import { getEnduranceMetrics } from '../endurance/endurance.service.js';
import { findEditalDocument } from '../taf/taf.repository.js';
import * as repo from './training-plan.repository.js';

// The training plan (issue 14; docs/decisions/036-training-plan.md), computed on every read from the
// person's latest data: a new simulation, time trial, TAF date, edital or settings shows at once.

export type PlanStatus = 'ok' | 'needs_settings' | 'needs_profile' | 'needs_simulation' | 'taf_passed';

export type ThisWeekSession = PlannedSession & {
  done: boolean;
  activity_id: string | null;
  moved_from: string | null;
};

export interface ProjectionView {
  key: string;
  label: string;
  text: string;
  expected_grade: number;
  low_grade: number;
  high_grade: number;
  previous_expected_grade: number | null;
}

export interface PlanView {
  status: PlanStatus;
  /** pt-BR: what to do when the status is not 'ok'. */
  message: string | null;
  settings: { sessions_per_week: number; goal: PlanGoal } | null;
  /** The full plan (Avançado), or the preview: targets, this week and the projection. */
  entitled: boolean;
  targets: TestTarget[];
  /** Locked weeks (the preview) carry no sessions. */
  weeks: (PlanWeek & { locked: boolean })[];
  this_week: { week_start: string; sessions: ThisWeekSession[]; dropped: string[] } | null;
  projection: ProjectionView[];
  days_left: number | null;
  is_reta_final: boolean;
}

export const MESSAGES = {
  needs_settings: 'Diga quantos treinos por semana você consegue fazer e o seu objetivo para montar o plano.',
  needs_profile: 'Complete seu perfil (sexo e data do TAF) para montar o plano.',
  needs_simulation: 'Faça um simulado do TAF: o plano parte dos seus resultados.',
  taf_passed: 'A data do TAF já passou. Atualize a data no seu perfil para montar um novo plano.',
} as const;

/** Simulations read for the latest values and the projection's trend; time trials likewise. */
const HISTORY = 60;

type StoredTests = Record<string, { valor?: unknown; valor_s?: unknown } | null | undefined>;

/** A stored goal read back; anything unexpected is 'apto'. */
function goalOf(value: unknown): PlanGoal {
  if (value === 'apto' || value === 'medalha') return value;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 10) return value;
  return 'apto';
}

/** A simulation's value per test key (times as valor_s, reps and hang as valor). */
function valuesOf(jsonResultado: unknown): Record<string, number> {
  const tests = (jsonResultado as { tests?: StoredTests } | null)?.tests;
  const values: Record<string, number> = {};
  if (!tests || typeof tests !== 'object') return values;
  for (const [key, test] of Object.entries(tests)) {
    const value = test?.valor_s ?? test?.valor;
    if (typeof value === 'number' && Number.isFinite(value)) values[key] = value;
  }
  return values;
}

async function loadEdital(db: Db, id: string): Promise<Edital | null> {
  const document = await findEditalDocument(db, id);
  const parsed = EditalSchema.safeParse(document);
  return parsed.success ? parsed.data : null;
}

const CARGOS = ['OFICIAL', 'SARGENTO', 'CABO', 'SOLDADO'] as const;
/** As save_user_test grades: QOBM_COMB is an officer. */
function cargoOf(code: string | null): GradingProfile['cargo'] {
  const cargo = code === 'QOBM_COMB' ? 'OFICIAL' : code;
  return CARGOS.find((c) => c === cargo);
}

/** Stored per test: the grade last shown and the one before it, so 'nota 6,5 → 7,8' lasts. */
type StoredProjection = Record<string, { grade: number; previous: number | null }>;

function readStoredProjection(value: unknown): StoredProjection {
  const stored: StoredProjection = {};
  if (!value || typeof value !== 'object') return stored;
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry === 'number') stored[key] = { grade: entry, previous: null };
    else if (entry && typeof entry === 'object' && typeof (entry as { grade?: unknown }).grade === 'number') {
      const previous = (entry as { previous?: unknown }).previous;
      stored[key] = {
        grade: (entry as { grade: number }).grade,
        previous: typeof previous === 'number' ? previous : null,
      };
    }
  }
  return stored;
}

const empty = (
  status: Exclude<PlanStatus, 'ok'>,
  settings: PlanView['settings'],
  entitled: boolean,
  daysLeft: number | null,
  message: string = MESSAGES[status],
): PlanView => ({
  status,
  message,
  settings,
  entitled,
  targets: [],
  weeks: [],
  this_week: null,
  projection: [],
  days_left: daysLeft,
  is_reta_final: false,
});

/**
 * The plan of `subjectId` as `viewerId` sees it (the person, a linked trainer or an admin). Only the
 * person's own reads move the stored projection on.
 */
export async function getTrainingPlan(
  db: Db,
  subjectId: string,
  viewerId: string,
  now = new Date(),
): Promise<PlanView> {
  const [profile, stored] = await Promise.all([
    repo.findPlanProfile(db, subjectId),
    repo.findSettings(db, subjectId),
  ]);
  const entitled = entitlementsOf(profile?.plano_code).training_plan;
  const today = calendarDate(now, APP_TIME_ZONE);
  const daysLeft = profile?.taf_dt ? daysBetween(today, profile.taf_dt) : null;
  if (!stored) return empty('needs_settings', null, entitled, daysLeft);
  const settings = { sessions_per_week: stored.sessions_per_week, goal: goalOf(stored.goal) };
  if (!profile?.sexo || !profile.taf_dt || daysLeft === null)
    return empty('needs_profile', settings, entitled, daysLeft);
  if (daysLeft < 1) return empty('taf_passed', settings, entitled, daysLeft);

  const edital = await loadEdital(db, profile.edital_id ?? DEFAULT_EDITAL_ID);
  if (!edital) return empty('needs_profile', settings, entitled, daysLeft, 'Escolha seu edital no perfil.');
  const simulations = await repo.listSimulations(db, subjectId, HISTORY);
  const latest = simulations[0];
  if (!latest) return empty('needs_simulation', settings, entitled, daysLeft);

  const gradingProfile: GradingProfile = { sex: profile.sexo, cargo: cargoOf(profile.cargo_code) };
  const current = valuesOf(latest.json_resultado);
  const targeted = targetsFor({ edital, profile: gradingProfile, current, goal: settings.goal });
  if (!targeted.ok) return empty('needs_profile', settings, entitled, daysLeft, targeted.errors[0]?.message);
  const { targets } = targeted;

  const [trials, metrics] = await Promise.all([
    repo.listRunTrials(db, subjectId, TT2400_MIN_M, TT2400_MAX_M, HISTORY),
    getEnduranceMetrics(db, subjectId, now),
  ]);
  const trialPoints: ResultPoint[] = trials.map((t) => ({
    date: t.workout_date,
    value: t.best_2400_s ?? ((t.value_secondary ?? 0) * TT2400_MIN_M) / (t.value_primary ?? TT2400_MIN_M),
  }));
  const latestDate = calendarDate(latest.created_at, APP_TIME_ZONE);
  const newerTrial = trialPoints.find((p) => p.date > latestDate);
  const results: CurrentResults = {};
  for (const target of targets) {
    const value = current[target.key];
    if (target.key === 'corrida_2400m') {
      const run = newerTrial?.value ?? value;
      if (run !== undefined) results.run2400s = run;
    } else if (target.key.startsWith('natacao')) {
      if (value !== undefined) results.swimSeconds = value;
    } else if (target.key === 'barra' && value !== undefined) {
      if (target.measure === 'seconds_hang') results.hangSeconds = value;
      else results.barReps = value;
    }
  }
  if (metrics?.vam_kmh) results.vamKmh = metrics.vam_kmh;

  const built = buildPlan({
    today,
    tafDate: profile.taf_dt,
    sessionsPerWeek: settings.sessions_per_week,
    current: results,
    targets,
  });
  if (!built.ok)
    return empty(
      built.error.code === 'TAF_NOT_AHEAD' ? 'taf_passed' : 'needs_settings',
      settings,
      entitled,
      daysLeft,
      built.error.message,
    );
  const { plan } = built;

  const weeks = plan.weeks.map((week, i) =>
    entitled || i === 0 ? { ...week, locked: false } : { ...week, sessions: [], locked: true },
  );
  const first = plan.weeks[0];
  let thisWeek: PlanView['this_week'] = null;
  if (first) {
    const activities = await repo.listActivitiesBetween(db, subjectId, first.start, first.end);
    const status = reshuffleWeek(first, activities, today);
    const sessions: ThisWeekSession[] = [
      ...status.done.map(({ session, activityId }) => ({
        ...session,
        done: true,
        activity_id: activityId,
        moved_from: null,
      })),
      ...status.upcoming.map(({ movedFrom, ...session }) => ({
        ...session,
        done: false,
        activity_id: null,
        moved_from: movedFrom ?? null,
      })),
    ].sort((x, y) => x.date.localeCompare(y.date) || x.id.localeCompare(y.id));
    thisWeek = { week_start: first.start, sessions, dropped: status.dropped.map((s) => s.id) };
  }

  const projection = await projectionsFor(db, {
    subjectId,
    isSelf: subjectId === viewerId,
    stored: stored.last_projection,
    edital,
    profile: gradingProfile,
    tafDate: profile.taf_dt,
    targets,
    simulations,
    trialPoints,
  });

  return {
    status: 'ok',
    message: null,
    settings,
    entitled,
    targets,
    weeks,
    this_week: thisWeek,
    projection,
    days_left: plan.daysLeft,
    is_reta_final: plan.isRetaFinal,
  };
}

async function projectionsFor(
  db: Db,
  input: {
    subjectId: string;
    isSelf: boolean;
    stored: unknown;
    edital: Edital;
    profile: GradingProfile;
    tafDate: string;
    targets: readonly TestTarget[];
    simulations: readonly { created_at: Date; json_resultado: unknown }[];
    trialPoints: readonly ResultPoint[];
  },
): Promise<ProjectionView[]> {
  const stored = readStoredProjection(input.stored);
  const next: StoredProjection = { ...stored };
  const views: ProjectionView[] = [];
  for (const target of input.targets) {
    const points: ResultPoint[] = [];
    // Oldest first: same-day results keep their order, so the latest is the last one.
    for (const simulation of [...input.simulations].reverse()) {
      const value = valuesOf(simulation.json_resultado)[target.key];
      if (value !== undefined)
        points.push({ date: calendarDate(simulation.created_at, APP_TIME_ZONE), value });
    }
    if (target.key === 'corrida_2400m') points.push(...[...input.trialPoints].reverse());
    const projected = projectTest({
      edital: input.edital,
      profile: input.profile,
      testKey: target.key,
      points,
      tafDate: input.tafDate,
    });
    if (!projected) continue;
    const before = stored[target.key];
    let previous: number | null;
    if (!before) {
      previous = null;
      next[target.key] = { grade: projected.expectedGrade, previous: null };
    } else if (before.grade !== projected.expectedGrade) {
      previous = before.grade;
      next[target.key] = { grade: projected.expectedGrade, previous: before.grade };
    } else previous = before.previous;
    views.push({
      key: target.key,
      label: target.label,
      text: projected.text,
      expected_grade: projected.expectedGrade,
      low_grade: projected.lowGrade,
      high_grade: projected.highGrade,
      previous_expected_grade: previous,
    });
  }
  if (input.isSelf && JSON.stringify(next) !== JSON.stringify(stored))
    await repo.updateLastProjection(db, input.subjectId, next);
  return views;
}

export async function setTrainingPlanSettings(
  db: Db,
  userId: string,
  input: { sessions_per_week: number; goal: PlanGoal },
): Promise<PlanView> {
  await repo.upsertSettings(db, userId, input.sessions_per_week, input.goal);
  return getTrainingPlan(db, userId, userId);
}
