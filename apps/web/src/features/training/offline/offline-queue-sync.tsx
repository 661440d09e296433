import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/queries/query-keys';
import { flushPendingActivities } from './flush-pending';
import { refreshPending, subscribePending } from './pending-store';
import { precacheLoadedAssets } from './precache-loaded-assets';

/** While something waits and the device says it is online, try again this often. */
export const RETRY_INTERVAL_MS = 30_000;

/**
 * Sends the signed-in person's queued activities: at app start, when the network returns (`online`),
 * when the app comes back to the screen, and every 30 s. Also hands the service worker the files
 * this page loaded, so it opens offline. Renders nothing; mounted once, in the signed-in layout.
 */
export function OfflineQueueSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();

  useEffect(() => precacheLoadedAssets(), []);

  useEffect(() => {
    let isMounted = true;
    const flush = async () => {
      if (navigator.onLine === false) return;
      const { sent, failed } = await flushPendingActivities(userId).catch(() => ({ sent: 0, failed: 0 }));
      if (!isMounted || sent + failed === 0) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.trainingActivities });
      void queryClient.invalidateQueries({ queryKey: queryKeys.coins });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flush();
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onVisible);
    const timer = window.setInterval(flush, RETRY_INTERVAL_MS);
    // Keeps the snapshot (and so every list of pending activities) current from the start.
    const unsubscribe = subscribePending(() => {});
    void refreshPending().then(flush);
    return () => {
      isMounted = false;
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onVisible);
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [userId, queryClient]);

  return null;
}
