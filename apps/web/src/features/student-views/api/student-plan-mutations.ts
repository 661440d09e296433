import type { SessionRef } from '@prontidao/domain/training-plan/adjust-week';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanView } from '@/components/training-plan/plan-view';
import { trainingPlanQuery } from '@/lib/queries/training-plan';
import { rpc } from '@/lib/rpc';

// A linked trainer's week adjustments: each call answers the plan as it now stands, which replaces
// the cached one.

export interface WeekAdjustmentValues {
  week_end: string;
  volume_percent: number;
  removed: SessionRef[];
  note: string | null;
}

export function useAdjustWeek(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: WeekAdjustmentValues): Promise<PlanView> =>
      rpc('set_training_plan_week_adjustment', { user_id: studentId, ...values }),
    onSuccess: (plan) => queryClient.setQueryData(trainingPlanQuery(studentId).queryKey, plan),
  });
}

export function useClearWeekAdjustment(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weekEnd: string): Promise<PlanView> =>
      rpc('clear_training_plan_week_adjustment', { user_id: studentId, week_end: weekEnd }),
    onSuccess: (plan) => queryClient.setQueryData(trainingPlanQuery(studentId).queryKey, plan),
  });
}
