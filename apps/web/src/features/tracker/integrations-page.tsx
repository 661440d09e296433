import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/queries/query-keys';
import { useTrackerStatus } from './api/tracker-status';
import { ConnectionCard } from './connection-card';
import { HowItWorksCard } from './how-it-works-card';
import { RecentActivitiesCard } from './recent-activities-card';
import { UploadCard } from './upload-card';
import { useOAuthReturn } from './use-oauth-return';

/** The first import (30 days) runs in the background: when it ends, the list is read again. */
function useListAfterSync(lastSyncAt: string | null | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (lastSyncAt === undefined) return;
    const before = previous.current;
    previous.current = lastSyncAt;
    if (before === null && lastSyncAt)
      void queryClient.invalidateQueries({ queryKey: queryKeys.recentActivities });
  }, [lastSyncAt, queryClient]);
}

/** /integracoes: the Strava connection, its recent activities, watch files and how it works. */
export default function IntegrationsPage() {
  useOAuthReturn();
  const { data: status } = useTrackerStatus({ pollWhileSyncing: true });
  useListAfterSync(status?.last_sync_at);
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Integrações</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Traga seus treinos de corrida e natação do Strava ou do seu relógio e ganhe moedas por eles.
        </p>
      </header>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <div className="grid gap-4">
          <ConnectionCard status={status} />
          {status?.is_connected ? <RecentActivitiesCard /> : null}
        </div>
        <div className="grid gap-4">
          <UploadCard />
          <HowItWorksCard />
        </div>
      </div>
    </div>
  );
}
