import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';

export type TrackerStatus = RpcOutput<'get_oauth_connection_status'>;

export const NOT_CONNECTED: TrackerStatus = {
  provider: 'strava',
  athlete_id: null,
  token_expires_at: null,
  is_connected: false,
  last_sync_at: null,
};

/**
 * The Strava connection. A failed call reads as not connected (spec §8). Read again when the person
 * comes back to the page, e.g. from the tab where they authorised.
 */
export const trackerStatusQuery = queryOptions({
  queryKey: queryKeys.trackerStatus,
  queryFn: () =>
    rpc('get_oauth_connection_status', { connection_provider: 'strava' }).catch(() => NOT_CONNECTED),
  refetchOnWindowFocus: true,
});

/** While the first import runs (connected, never synced), how often the status is read again. */
export const SYNC_POLL_MS = 3000;

const isSyncing = (status: TrackerStatus | undefined) => !!status?.is_connected && !status.last_sync_at;

/** The status; on /integracoes it is read again every 3 s until the first import is done. */
export const useTrackerStatus = ({ pollWhileSyncing = false } = {}) =>
  useQuery({
    ...trackerStatusQuery,
    refetchInterval: (query) => (pollWhileSyncing && isSyncing(query.state.data) ? SYNC_POLL_MS : false),
  });
