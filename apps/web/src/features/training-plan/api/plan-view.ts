// The plan's contract lives with its display pieces (components/training-plan), which the trainer's
// view of a student shares; the feature's files read it from here.
export type {
  GoalTest,
  PlanProjection,
  PlanSettings,
  PlanStatus,
  PlanView,
  PlanViewWeek,
  WeekAdjustment,
  WeekSession,
} from '@/components/training-plan/plan-view';
