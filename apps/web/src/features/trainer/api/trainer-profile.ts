import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';
import { trainerKeys } from './trainer-keys';

export type TrainerProfile = RpcOutput<'get_trainer_profile'>;

/** get_trainer_profile: name, birth date, CREF and its verification status. */
export const trainerProfileQuery = queryOptions({
  queryKey: trainerKeys.profile,
  queryFn: () => rpc('get_trainer_profile'),
});

export const useTrainerProfile = () => useQuery(trainerProfileQuery);

/** verify_cref: what the registry (or the offline default) says about a CREF. */
export const useVerifyCref = () =>
  useMutation({ mutationFn: (input: RpcInput<'verify_cref'>) => rpc('verify_cref', input) });

/**
 * complete_trainer_onboarding. Saving grants the trainer role, so the auth context is read again:
 * the header and the menu switch to the trainer's.
 */
export function useCompleteTrainerOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RpcInput<'complete_trainer_onboarding'>) => rpc('complete_trainer_onboarding', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(trainerKeys.profile, profile);
      return queryClient.invalidateQueries({ queryKey: queryKeys.authContext });
    },
  });
}
