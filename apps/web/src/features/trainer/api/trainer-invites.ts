import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { trainerKeys } from './trainer-keys';

export type TrainerInvite = RpcOutput<'get_trainer_invites'>[number];
export type CreatedInvite = RpcOutput<'create_trainer_invite'>;

/** get_trainer_invites: pending invites only (unused, not canceled, not expired), newest first. */
export const useTrainerInvites = () =>
  useQuery({ queryKey: trainerKeys.invites, queryFn: () => rpc('get_trainer_invites') });

/** create_trainer_invite: the link (its token is shown once); the pending list gains it. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rpc('create_trainer_invite'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainerKeys.invites }),
  });
}

/** cancel_trainer_invite: the link stops working; the pending list loses it. */
export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rpc('cancel_trainer_invite', { id }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TrainerInvite[]>(trainerKeys.invites, (invites) =>
        invites?.filter((invite) => invite.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: trainerKeys.invites });
    },
  });
}
