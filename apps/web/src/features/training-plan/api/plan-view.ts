import type { PlannedSession, PlanWeek } from '@prontidao/domain/training-plan/plan-types';
import type { PlanGoal, TestTarget } from '@prontidao/domain/training-plan/targets';

// The answer of get_training_plan and set_training_plan_settings (the contract of issue 14). Once
// the server registers its calls, this is RpcOutput<'get_training_plan'> and these types can go.

export type PlanStatus = 'ok' | 'needs_settings' | 'needs_profile' | 'needs_simulation' | 'taf_passed';

export interface PlanSettings {
  sessions_per_week: number;
  goal: PlanGoal;
}

export type PlanViewWeek = PlanWeek & { locked: boolean };

export type WeekSession = PlannedSession & {
  done: boolean;
  activity_id: string | null;
  moved_from: string | null;
};

export interface PlanProjection {
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
  message: string | null;
  settings: PlanSettings | null;
  entitled: boolean;
  targets: TestTarget[];
  weeks: PlanViewWeek[];
  this_week: { week_start: string; sessions: WeekSession[]; dropped: string[] } | null;
  projection: PlanProjection[];
  days_left: number | null;
  is_reta_final: boolean;
}
