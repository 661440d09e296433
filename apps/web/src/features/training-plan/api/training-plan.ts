import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';
import type { PlanSettings, PlanView } from './plan-view';

/** The same key as the dashboard's 'Esta semana' card, so a change here shows there. */
export const TRAINING_PLAN_KEY = ['training-plan', 'self'] as const;

/** get_training_plan for the signed-in candidate: computed on read, so read again on each visit. */
export const trainingPlanQuery = queryOptions({
  queryKey: TRAINING_PLAN_KEY,
  queryFn: (): Promise<PlanView> => rpc('get_training_plan', {}),
  staleTime: 0,
});

export const useTrainingPlan = () => useQuery(trainingPlanQuery);

/** set_training_plan_settings: answers the new plan, which replaces the cached one. */
export function useSaveTrainingPlanSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PlanSettings): Promise<PlanView> => rpc('set_training_plan_settings', settings),
    onSuccess: (plan) => queryClient.setQueryData(TRAINING_PLAN_KEY, plan),
  });
}
