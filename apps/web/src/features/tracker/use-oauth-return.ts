import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/queries/query-keys';
import { CONNECTED, callbackErrorText } from './tracker-messages';

/**
 * Back from Strava's consent (the server's callback sends the tab here): '?connected=strava' says
 * 'Strava conectado!', '?error=<code>' says why not; either way the address is cleaned and the
 * status read again.
 */
export function useOAuthReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connected = params.get('connected');
  const error = params.get('error');

  useEffect(() => {
    if (!connected && !error) return;
    // One toast even when the effect runs twice (StrictMode): sonner keeps one per id.
    if (connected === 'strava') toast.success(CONNECTED, { id: 'strava-return' });
    else if (error) toast.error(callbackErrorText(error), { id: 'strava-return' });
    void queryClient.invalidateQueries({ queryKey: queryKeys.trackerStatus });
    void queryClient.invalidateQueries({ queryKey: queryKeys.recentActivities });
    navigate(paths.integrations, { replace: true });
  }, [connected, error, navigate, queryClient]);
}
