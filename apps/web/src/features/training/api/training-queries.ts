import {
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { trainingActivitiesQuery } from '@/lib/queries/training-activities';
import { type RpcInput, rpc } from '@/lib/rpc';

// The training log's calls: the history (cursor pages), one activity's detail, edit and delete.

export const trainingActivityQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.trainingActivity(id),
    queryFn: () => rpc('get_training_activity', { id }),
  });

export const useTrainingHistory = () => useInfiniteQuery(trainingActivitiesQuery());
export const useTrainingActivity = (id: string) => useQuery(trainingActivityQuery(id));

/** After any insert, edit or delete: the history, the details, the balance, wallet and rank. */
export const refreshAfterActivityChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.trainingActivities }),
    queryClient.invalidateQueries({ queryKey: queryKeys.coins }),
  ]);

export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<'update_training_activity'>) => rpc('update_training_activity', input),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rpc('delete_training_activity', { id }),
    onSuccess: () => refreshAfterActivityChange(queryClient),
  });
}
