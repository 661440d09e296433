import { useMemo, useSyncExternalStore } from 'react';
import { useAuthContext } from '@/hooks/use-auth-context';
import type { PendingActivity } from './pending-activity';
import { getPendingSnapshot, subscribePending } from './pending-store';

const NONE: PendingActivity[] = [];

/** The signed-in person's activities waiting on this device (pending or refused), oldest first; live. */
export function usePendingActivities(): PendingActivity[] {
  const all = useSyncExternalStore(subscribePending, getPendingSnapshot, getPendingSnapshot);
  const { data: auth } = useAuthContext();
  const userId = auth?.user.id;
  return useMemo(
    () => (userId && all.length > 0 ? all.filter((item) => item.user_id === userId) : NONE),
    [all, userId],
  );
}
