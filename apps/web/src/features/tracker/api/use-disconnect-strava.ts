import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';
import { DISCONNECTED, disconnectErrorText } from '../tracker-messages';

/**
 * disconnect_tracker: the imported Strava activities leave the history (coins stay), so the
 * status, the lists and the coins are read again.
 */
export function useDisconnectStrava() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rpc('disconnect_tracker', { provider: 'strava' }),
    onSuccess: async () => {
      toast.success(DISCONNECTED);
      await Promise.all(
        [
          queryKeys.trackerStatus,
          queryKeys.recentActivities,
          queryKeys.trainingActivities,
          queryKeys.coins,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => toast.error(disconnectErrorText(error)),
  });
}
