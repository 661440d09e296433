import { queryOptions } from '@tanstack/react-query';
import type { PlanView } from '@/components/training-plan/plan-view';
import { rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

/**
 * get_training_plan: the candidate's own (the dashboard's 'Esta semana' and /aluno/plano share it, so
 * a change on one shows on the other), or a trainer's student's. Computed on read, so read again on
 * each visit.
 */
export const trainingPlanQuery = (studentId: string | null = null) =>
  queryOptions({
    queryKey: studentId ? [...queryKeys.studentView(studentId), 'training-plan'] : queryKeys.trainingPlan,
    queryFn: (): Promise<PlanView> => rpc('get_training_plan', studentId ? { user_id: studentId } : {}),
    staleTime: 0,
  });
