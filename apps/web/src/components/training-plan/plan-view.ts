import type { Measure } from '@prontidao/domain/scoring/edital-schema';
import type { PlannedSession, PlanWeek, SessionKind } from '@prontidao/domain/training-plan/plan-types';
import type { PlanGoal, TestTarget } from '@prontidao/domain/training-plan/targets';

// The answer of get_training_plan (issue 14), as the candidate's page and the trainer's view of a
// student both show it. Written out rather than read from the call catalogue: instants arrive as
// ISO text, not Date.

export type PlanStatus = 'ok' | 'needs_settings' | 'needs_profile' | 'needs_simulation' | 'taf_passed';

export interface PlanSettings {
  sessions_per_week: number;
  /** One goal for every test, or one per test key of the edital (a test left out aims at apto). */
  goal: PlanGoal | Record<string, PlanGoal>;
}

/** A test of the person's edital the settings form offers a goal for, with the suggested one. */
export interface GoalTest {
  key: string;
  label: string;
  current_grade: number | null;
  suggested_goal: PlanGoal;
  /** 'apto com margem', 'medalha (bronze, nota 5)', 'nota 7 (prata)'. */
  suggested_text: string;
}

/** A linked trainer's change to a week: who, when, the volume, the sessions taken out, a note. */
export interface WeekAdjustment {
  by_name: string;
  /** ISO instant. */
  at: string;
  /** Percent of the planned volume (50–110). */
  volume_percent: number;
  removed: { date: string; kind: SessionKind; title: string }[];
  note: string | null;
}

export type PlanViewWeek = PlanWeek & { locked: boolean; adjustment: WeekAdjustment | null };

export type WeekSession = PlannedSession & {
  done: boolean;
  activity_id: string | null;
  moved_from: string | null;
};

export interface PlanProjection {
  key: string;
  label: string;
  text: string;
  /** The unit of the marks: reps, a time or a hang, in seconds. */
  measure: Measure;
  /** The expected mark on TAF day and its band (worse, better). */
  expected_mark: number;
  worse_mark: number;
  better_mark: number;
  expected_grade: number;
  low_grade: number;
  high_grade: number;
  previous_expected_grade: number | null;
}

export interface PlanView {
  status: PlanStatus;
  message: string | null;
  settings: PlanSettings | null;
  goal_tests: GoalTest[];
  entitled: boolean;
  targets: TestTarget[];
  weeks: PlanViewWeek[];
  this_week: { week_start: string; sessions: WeekSession[]; dropped: string[] } | null;
  projection: PlanProjection[];
  days_left: number | null;
  is_reta_final: boolean;
}
