import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcOutput, rpc } from '@/lib/rpc';

export type RecentActivity = RpcOutput<'get_recent_activities'>[number];

export const RECENT_LIMIT = 10;

/** Imported runs and swims (Strava and watch files), newest first; a failed call is an empty list (spec §7). */
export const recentActivitiesQuery = queryOptions({
  queryKey: [...queryKeys.recentActivities, RECENT_LIMIT],
  queryFn: () => rpc('get_recent_activities', { limit: RECENT_LIMIT }).catch((): RecentActivity[] => []),
});

/** Only asked while connected (spec §5). */
export const useRecentActivities = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...recentActivitiesQuery, enabled });
