import { useQuery } from '@tanstack/react-query';
import { recentActivitiesQuery } from '@/lib/queries/tracker';

export type { RecentActivity } from '@/lib/queries/tracker';

export const RECENT_LIMIT = 10;

/** Only asked while connected (spec §5). */
export const useRecentActivities = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...recentActivitiesQuery(RECENT_LIMIT), enabled });
