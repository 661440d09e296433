import { queryOptions } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

/**
 * get_my_trainers: the trainers with access to the candidate's data (active links). The profile's
 * 'Treinadores com acesso' lists them; a comment thread asks whether anyone can read the candidate's
 * comment.
 */
export const myTrainersQuery = queryOptions({
  queryKey: [...queryKeys.myTrainers, 'mine'] as const,
  queryFn: () => rpc('get_my_trainers'),
});
