import { useQuery } from '@tanstack/react-query';
import { type TrackerStatus, trackerStatusQuery } from '@/lib/queries/tracker';

export type { TrackerStatus } from '@/lib/queries/tracker';

/** While the first import runs (connected, never synced), how often the status is read again. */
export const SYNC_POLL_MS = 3000;

const isSyncing = (status: TrackerStatus | undefined) => !!status?.is_connected && !status.last_sync_at;

/** The status; on /integracoes it is read again every 3 s until the first import is done. */
export const useTrackerStatus = ({ pollWhileSyncing = false } = {}) =>
  useQuery({
    ...trackerStatusQuery,
    refetchInterval: (query) => (pollWhileSyncing && isSyncing(query.state.data) ? SYNC_POLL_MS : false),
  });
