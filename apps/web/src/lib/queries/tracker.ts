import { queryOptions } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// The Strava connection and the imported activities, read by /integracoes, the dashboard and the
// rewards page under the same keys: a connection, an import or a disconnection on one shows on all.

export type TrackerStatus = RpcOutput<'get_oauth_connection_status'>;
export type RecentActivity = RpcOutput<'get_recent_activities'>[number];

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

/** Imported runs and swims (Strava and watch files), newest first; a failed call is an empty list (spec §7). */
export const recentActivitiesQuery = (limit: number) =>
  queryOptions({
    queryKey: [...queryKeys.recentActivities, limit],
    queryFn: () => rpc('get_recent_activities', { limit }).catch((): RecentActivity[] => []),
  });
