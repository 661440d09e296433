import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuthContext } from '@/hooks/use-auth-context';
import { ApiError } from '@/lib/api-error';
import { queryKeys } from '@/lib/queries/query-keys';
import type { LogActivityInput, SaveOutcome } from './pending-activity';
import { queueActivity, withClientKey } from './queue-activity';
import { isTransientFailure, sendActivity } from './send-activity';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Saves a manual activity (insert_training_activity with a client key made now). Without network
 * (offline, no answer, a 5xx) it is queued on the device and `save` resolves with `{ queued: true }`;
 * a refusal (4xx) rejects with its ApiError, nothing queued. The queue is sent by <OfflineQueueSync />.
 */
export function useLogActivity() {
  const queryClient = useQueryClient();
  const { data: auth } = useAuthContext();
  const userId = auth?.user.id ?? null;
  const mutation = useMutation({
    // TanStack would hold the mutation while offline; this one must answer at once (and queue).
    networkMode: 'always',
    mutationFn: async (input: LogActivityInput): Promise<SaveOutcome> => {
      if (!userId) throw new ApiError('UNAUTHENTICATED', 'Entre novamente para registrar o treino.', 401);
      const queued = withClientKey(input);
      if (isOffline()) return { queued: true, pending: await queueActivity(userId, queued) };
      try {
        return { queued: false, result: await sendActivity(queued) };
      } catch (error) {
        if (!isTransientFailure(error)) throw error;
        return { queued: true, pending: await queueActivity(userId, queued) };
      }
    },
    onSuccess: (outcome) => {
      if (outcome.queued) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.trainingActivities });
      void queryClient.invalidateQueries({ queryKey: queryKeys.coins });
    },
  });
  return { save: mutation.mutateAsync, isPending: mutation.isPending };
}
