import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { queryKeys } from '@/lib/queries/query-keys';
import { connectErrorText } from '../tracker-messages';
import { fetchAuthorizeLink } from './authorize-link';

/** Spec §9: the status is read again 3 s after the authorisation tab opens. */
export const STATUS_RECHECK_MS = 3000;

/**
 * Opens a tab at once (inside the click, so no pop-up blocker stops it), asks the server for the
 * authorisation link with a fresh single-use state, and sends the tab there; without a tab, this
 * page goes. 'Conectando...' until the status has been read again 3 s later.
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
      timer.current = setTimeout(async () => {
        await queryClient.invalidateQueries({ queryKey: queryKeys.trackerStatus });
        setIsConnecting(false);
      }, STATUS_RECHECK_MS);
    } catch (error) {
      tab?.close();
      setIsConnecting(false);
      const signedOut = error instanceof ApiError && error.status === 401;
      toast.error(connectErrorText(error), signedOut ? {} : { description: errorMessage(error) });
    }
  }, [queryClient]);

  return { connect, isConnecting };
}
