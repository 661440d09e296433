import type { EventTarget } from '@prontidao/domain/training-plan/exam-targets';
import { reshuffleWeek } from '@prontidao/domain/training-plan/match-sessions';
import type { PlannedSession } from '@prontidao/domain/training-plan/plan-types';
import type { TestTarget } from '@prontidao/domain/training-plan/targets';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { planProfileOf } from '../profiles/profiles.service.js';
import { listActivitiesBetween, scopeFor } from '../training/activity-history.service.js';
import { computePlan, type NoPlan, type PlanSettings, type PlanStatus } from './compute-plan.js';
import { type GoalTestView, misfitGoals, type StoredGoal, unknownGoalKeys } from './plan-goals.js';
import { type ProjectionView, projectionsFor } from './plan-projection.js';
import { goalKeysOf, loadPlanRules } from './plan-rules.js';
import * as repo from './training-plan.repository.js';
import {
  type AdjustedPlanWeek,
  adjustedWeeks,
  clearWeekAdjustment,
  setWeekAdjustment,
  type WeekAdjustmentInput,
} from './week-adjustments.service.js';

// The training plan (issue 14; docs/decisions/036-training-plan.md), computed on every read from the
// person's latest data: a new simulation, time trial, TAF date, edital or settings shows at once. A
// linked trainer's week adjustments apply on top (week-adjustments.service.ts).

export { MESSAGES, type PlanStatus } from './compute-plan.js';
export type { GoalTestView } from './plan-goals.js';
export type { ProjectionView } from './plan-projection.js';
export type { AdjustmentView } from './week-adjustments.service.js';

export type ThisWeekSession = PlannedSession & {
  done: boolean;
  activity_id: string | null;
  moved_from: string | null;
};

export interface PlanView {
  status: PlanStatus;
  /** pt-BR: what to do when the status is not 'ok'. */
  message: string | null;
  settings: PlanSettings | null;
  /** The edital's tests with a suggested goal each, for the settings form (any status). */
  goal_tests: GoalTestView[];
  /** The full plan (Avançado), or the preview: targets, this week and the projection. */
  entitled: boolean;
  /** Per test of an edital (a grade to reach), or per event of an exam (its pass mark: decision 047). */
  targets: (TestTarget | EventTarget)[];
  /** Locked weeks (the preview) carry no sessions and no adjustment. */
  weeks: (AdjustedPlanWeek & { locked: boolean })[];
  this_week: { week_start: string; sessions: ThisWeekSession[]; dropped: string[] } | null;
  projection: ProjectionView[];
  days_left: number | null;
  is_reta_final: boolean;
}

const emptyView = (none: NoPlan): PlanView => ({
  status: none.status,
  message: none.message,
  settings: none.settings,
  goal_tests: none.goalTests,
  entitled: none.entitled,
  targets: [],
  weeks: [],
  this_week: null,
  projection: [],
  days_left: none.daysLeft,
  is_reta_final: false,
});

/**
 * 'Esta semana': the (adjusted) first week's sessions, matched to the activities logged in it. Every
 * activity counts, a Strava one too (decision 048: another viewer may learn that a session was done,
 * by which activity id): the answer carries the planned session, never the activity's measures.
 */
async function thisWeekOf(
  db: Db,
  subjectId: string,
  first: AdjustedPlanWeek | undefined,
  today: string,
): Promise<PlanView['this_week']> {
  if (!first) return null;
  const activities = await listActivitiesBetween(db, subjectId, first.start, first.end);
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
  return { week_start: first.start, sessions, dropped: status.dropped.map((s) => s.id) };
}

/**
 * The plan of `subjectId` as `viewerId` sees it (the person, a linked trainer or an admin). Only the
 * person's own reads move the stored projection on. Anyone else's plan is computed without the runs
 * imported from Strava (decision 048): its paces and projection are not derived from them.
 */
export async function getTrainingPlan(
  db: Db,
  subjectId: string,
  viewerId: string,
  now = new Date(),
): Promise<PlanView> {
  const scope = scopeFor(viewerId, subjectId);
  const computed = await computePlan(db, subjectId, now, scope);
  if (!computed.ok) return emptyView(computed);
  const { plan, entitled } = computed;
  const adjusted = await adjustedWeeks(db, subjectId, computed);
  const weeks = adjusted.map((week, i) =>
    entitled || i === 0
      ? { ...week, locked: false }
      : { ...week, sessions: [], adjustment: null, locked: true },
  );
  const [thisWeek, projection] = await Promise.all([
    thisWeekOf(db, subjectId, adjusted[0], computed.today),
    projectionsFor(db, subjectId, scope, computed),
  ]);
  return {
    status: 'ok',
    message: null,
    settings: computed.settings,
    goal_tests: computed.goalTests,
    entitled,
    targets: computed.gradedBy.targets,
    weeks,
    this_week: thisWeek,
    projection,
    days_left: plan.daysLeft,
    is_reta_final: plan.isRetaFinal,
  };
}

/** The goal's values for the kind of rules: an exam's 'folga' never for an edital, nor a grade for an exam. */
const MISFIT_MESSAGES = {
  exam: 'Seu concurso é de índice mínimo: escolha passar no índice (apto) ou passar com folga.',
  grade_table:
    'No seu edital a meta é apto, medalha ou uma nota de 1 a 10; “com folga” vale para concursos de índice mínimo.',
} as const;

/**
 * A goal per test names only the tests of the person's edital (or the events of their exam), and a
 * goal fits the kind of rules (decision 047); nothing is stored otherwise.
 */
async function assertGoal(db: Db, userId: string, goal: StoredGoal) {
  const profile = await planProfileOf(db, userId);
  const rules = await loadPlanRules(db, userId, profile?.edital_id ?? null);
  if (!rules) {
    if (typeof goal !== 'object') return;
    throw new AppError(
      'VALIDATION_FAILED',
      'Escolha seu edital no perfil antes de dar uma meta a cada teste.',
    );
  }
  if (misfitGoals(goal, rules).length > 0)
    throw new AppError('VALIDATION_FAILED', MISFIT_MESSAGES[rules.format], [
      { path: 'goal', message: MISFIT_MESSAGES[rules.format] },
    ]);
  const unknown = unknownGoalKeys(goal, rules);
  if (unknown.length === 0) return;
  const tests = goalKeysOf(rules)
    .map((test) => test.label)
    .join(', ');
  throw new AppError(
    'VALIDATION_FAILED',
    `Seu edital não tem ${unknown.length === 1 ? 'o teste' : 'os testes'} ${unknown.join(', ')}. Escolha a meta de: ${tests}.`,
    unknown.map((key) => ({ path: `goal.${key}`, message: 'Teste fora do seu edital.' })),
  );
}

/** Sessions per week and the goal (one for every test, or one per test of the edital). */
export async function setTrainingPlanSettings(
  db: Db,
  userId: string,
  input: { sessions_per_week: number; goal: StoredGoal },
): Promise<PlanView> {
  await assertGoal(db, userId, input.goal);
  await repo.upsertSettings(db, userId, input.sessions_per_week, input.goal);
  return getTrainingPlan(db, userId, userId);
}

/**
 * A turma's plan (decision 049) written into each student's settings: their plan follows the
 * sessions per week and puts the emphasised tests first, with their own marks and paces. The
 * caller (turmas) checks the trainer's turma and passes only students whose sharing is active.
 */
export function applyClassPlan(
  db: Db,
  trainerId: string,
  studentIds: readonly string[],
  plan: { sessions_per_week: number; emphasis: readonly string[] },
) {
  return repo.applyClassPlan(db, trainerId, studentIds, plan.sessions_per_week, plan.emphasis);
}

/** A linked trainer's adjustment of a student's week; answers the plan as the trainer now sees it. */
export async function adjustTrainingPlanWeek(
  db: Db,
  trainerId: string,
  studentId: string,
  input: WeekAdjustmentInput,
): Promise<PlanView> {
  await setWeekAdjustment(db, trainerId, studentId, input);
  return getTrainingPlan(db, studentId, trainerId);
}

/** Takes a week's adjustment back; answers the plan as the trainer now sees it. */
export async function clearTrainingPlanWeek(
  db: Db,
  trainerId: string,
  studentId: string,
  weekEnd: string,
): Promise<PlanView> {
  await clearWeekAdjustment(db, trainerId, studentId, weekEnd);
  return getTrainingPlan(db, studentId, trainerId);
}
