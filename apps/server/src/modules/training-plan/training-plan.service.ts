import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import type { PlannedSession, PlanWeek } from '@prontidao/domain/training-plan/plan-types';
import type { PlanGoal, TestTarget } from '@prontidao/domain/training-plan/targets';
import type { Db } from '../../db/database.js';
import * as repo from './training-plan.repository.js';

export type PlanStatus = 'ok' | 'needs_settings' | 'needs_profile' | 'needs_simulation' | 'taf_passed';

export interface PlanView {
  status: PlanStatus;
  message: string | null;
  settings: { sessions_per_week: number; goal: PlanGoal } | null;
  entitled: boolean;
  targets: TestTarget[];
  weeks: (PlanWeek & { locked: boolean })[];
  this_week: {
    week_start: string;
    sessions: (PlannedSession & { done: boolean; activity_id: string | null; moved_from: string | null })[];
    dropped: string[];
  } | null;
  projection: {
    key: string;
    label: string;
    text: string;
    expected_grade: number;
    low_grade: number;
    high_grade: number;
    previous_expected_grade: number | null;
  }[];
  days_left: number | null;
  is_reta_final: boolean;
}

export async function getTrainingPlan(db: Db, subjectId: string, _viewerId: string): Promise<PlanView> {
  const [profile, settings] = await Promise.all([
    repo.findPlanProfile(db, subjectId),
    repo.findSettings(db, subjectId),
  ]);
  return {
    status: settings ? 'ok' : 'needs_settings',
    message: settings ? null : 'Diga quantos treinos por semana você consegue fazer para montar seu plano.',
    settings: settings
      ? { sessions_per_week: settings.sessions_per_week, goal: settings.goal as PlanGoal }
      : null,
    entitled: entitlementsOf(profile?.plano_code).training_plan,
    targets: [],
    weeks: [],
    this_week: null,
    projection: [],
    days_left: null,
    is_reta_final: false,
  };
}

export async function setTrainingPlanSettings(
  db: Db,
  userId: string,
  input: { sessions_per_week: number; goal: PlanGoal },
): Promise<PlanView> {
  await repo.upsertSettings(db, userId, input.sessions_per_week, input.goal);
  return getTrainingPlan(db, userId, userId);
}
