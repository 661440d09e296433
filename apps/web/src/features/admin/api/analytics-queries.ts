import { queryOptions } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { adminKeys } from './admin-query-keys';

export type AdminAnalytics = RpcOutput<'get_admin_analytics'>;
export type AnalyticsWeek = AdminAnalytics['weeks'][number];
export type AnalyticsFunnel = AdminAnalytics['funnel'];

export const analyticsQuery = (weeks: number) =>
  queryOptions({
    queryKey: adminKeys.analytics(weeks),
    queryFn: () => rpc('get_admin_analytics', { weeks }),
    staleTime: 60_000,
  });
