import { useEffect, useRef, useState } from 'react';
import { ListError, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { ActivityDetailDialog } from './activity-detail-dialog';
import { useTrainingHistory } from './api/training-queries';
import { VirtualActivityList } from './virtual-activity-list';

/**
 * 'Histórico', newest first, 20 at a time. The next page loads when the end of the list scrolls into
 * view, and 'Carregar mais' does it by keyboard or screen reader; only the rows near the screen are
 * in the DOM (virtualised), so 2,000 workouts still scroll smoothly.
 */
export function ActivityHistory() {
  const history = useTrainingHistory();
  const [openId, setOpenId] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (history.isPending) {
    return <ListSkeleton label="Carregando histórico..." rowClassName="h-20 w-full" />;
  }

  if (history.isError) {
    return (
      <ListError
        title="Não foi possível carregar o histórico."
        onRetry={() => history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }

  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <p className="text-muted-foreground">Nenhum treino registrado ainda. Registre o primeiro!</p>;
  }

  return (
    <div className="grid gap-3">
      <VirtualActivityList items={items} onOpen={setOpenId} />
      <div ref={sentinel} className="grid justify-items-center gap-2">
        <p className="text-muted-foreground text-sm" role="status">
          {isFetchingNextPage
            ? 'Carregando mais treinos...'
            : `${items.length} ${items.length === 1 ? 'treino' : 'treinos'}${hasNextPage ? '' : ' — fim do histórico'}`}
        </p>
        {hasNextPage ? (
          <Button variant="outline" disabled={isFetchingNextPage} onClick={() => fetchNextPage()}>
            Carregar mais
          </Button>
        ) : null}
      </div>
      <ActivityDetailDialog activityId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
