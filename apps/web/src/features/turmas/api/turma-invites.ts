import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { turmaKeys } from './turma-keys';

export type TurmaInvite = RpcOutput<'get_turma_invites'>[number];
export type CreatedTurmaInvite = RpcOutput<'create_turma_invite'>;

/** get_turma_invites: the turma's links still open (not revoked, in time, with places left). */
export const useTurmaInvites = (turmaId: string) =>
  useQuery({
    queryKey: turmaKeys.invites(turmaId),
    queryFn: () => rpc('get_turma_invites', { turma_id: turmaId }),
  });

/** create_turma_invite: a link for many people; its token is shown only now. */
export function useCreateTurmaInvite(turmaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: { max_uses: number; expires_in_days: number }) =>
      rpc('create_turma_invite', { turma_id: turmaId, ...limits }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: turmaKeys.invites(turmaId) }),
  });
}

/** revoke_turma_invite: nobody else joins by it; who joined stays. */
export function useRevokeTurmaInvite(turmaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => rpc('revoke_turma_invite', { id }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<TurmaInvite[]>(turmaKeys.invites(turmaId), (invites) =>
        invites?.filter((invite) => invite.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: turmaKeys.invites(turmaId) });
    },
  });
}
