import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainingPlanQuery } from '@/lib/queries/training-plan';
import { rpc } from '@/lib/rpc';
import type { PlanSettings, PlanView } from './plan-view';

/** get_training_plan for the signed-in candidate (lib/queries/training-plan.ts). */
export const useTrainingPlan = () => useQuery(trainingPlanQuery());

/** set_training_plan_settings: answers the new plan, which replaces the cached one. */
export function useSaveTrainingPlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PlanSettings): Promise<PlanView> => rpc('set_training_plan_settings', settings),
    onSuccess: (plan) => queryClient.setQueryData(trainingPlanQuery().queryKey, plan),
  });
}
