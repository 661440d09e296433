import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { queryKeys } from '@/lib/queries/query-keys';
import type { TrackerStatus } from '@/lib/queries/tracker';
import { connectErrorText } from '../tracker-messages';
import { fetchAuthorizeLink } from './authorize-link';

/** Spec §9: the status is read again 3 s after the authorisation tab opens. */
export const STATUS_RECHECK_MS = 3000;
/** How long the status is read again while the authorisation tab may still be open. */
const RECHECK_FOR_MS = 2 * 60_000;

/**
 * Opens a tab at once (inside the click, so no pop-up blocker stops it), asks the server for the
 * authorisation link with a fresh single-use state, and sends the tab there; without a tab, this
 * page goes. 'Conectando...' until the status has been read again 3 s later; read again every 3 s
 * while the other tab is still open.
 */
export function useConnectStrava() {
  const queryClient = useQueryClient();
  const [isConnecting, setIsConnecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const connect = useCallback(async () => {
    setIsConnecting(true);
    const tab = window.open('', '_blank');
    try {
      const { url } = await fetchAuthorizeLink();
      if (!tab) {
        window.location.assign(url);
        return;
      }
      tab.opener = null;
      tab.location.href = url;
      // Read again at 3 s (spec §9), and every 3 s after while the person is still authorising in
      // the other tab — a slow phone or a slow decision takes longer — until connected, the tab is
      // closed (one last read) or two minutes have passed.
      const deadline = Date.now() + RECHECK_FOR_MS;
      const recheck = async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.trackerStatus });
        setIsConnecting(false);
        const status = queryClient.getQueryData<TrackerStatus>(queryKeys.trackerStatus);
        if (status?.is_connected || tab.closed || Date.now() > deadline) return;
        timer.current = setTimeout(recheck, STATUS_RECHECK_MS);
      };
      timer.current = setTimeout(recheck, STATUS_RECHECK_MS);
    } catch (error) {
      tab?.close();
      setIsConnecting(false);
      const signedOut = error instanceof ApiError && error.status === 401;
      toast.error(connectErrorText(error), signedOut ? {} : { description: errorMessage(error) });
    }
  }, [queryClient]);

  return { connect, isConnecting };
}
