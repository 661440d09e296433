import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryAlert } from '@/components/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';

/** What a queue says in each of its states. */
export interface DecisionQueueText {
  /** For screen readers while the queue loads. */
  loading: string;
  loadError: string;
  empty: string;
  /** '2 CREFs aguardando'. */
  count: (waiting: number) => string;
  /** The list's accessible name. */
  listLabel: string;
}

interface DecisionQueueProps<Data, Item> {
  query: UseQueryResult<Data>;
  /** The waiting items in what the query answered. */
  itemsOf: (data: Data) => Item[];
  text: DecisionQueueText;
  /** The height of a card's outline while loading: 'h-32'. */
  skeletonClassName: string;
  /** One `<li>` an item, keyed. */
  renderItem: (item: Item) => ReactNode;
  /** What goes with the list once there is one (the decision's dialog). */
  children?: ReactNode;
}

/**
 * An admin's queue of things waiting for a decision (/admin/verifications, /admin/ranking): loading,
 * not loaded with 'Tentar novamente', empty, or how many wait and their cards, two columns wide.
 */
export function DecisionQueue<Data, Item>({
  query,
  itemsOf,
  text,
  skeletonClassName,
  renderItem,
  children,
}: DecisionQueueProps<Data, Item>) {
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">{text.loading}</span>
        {['a', 'b'].map((id) => (
          <Skeleton key={id} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert
        title={text.loadError}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const items = itemsOf(query.data);
  if (items.length === 0) {
    return <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">{text.empty}</p>;
  }
  return (
    <>
      <p role="status" className="text-muted-foreground text-sm">
        {text.count(items.length)}
      </p>
      <ul className="grid gap-3 md:grid-cols-2" aria-label={text.listLabel}>
        {items.map(renderItem)}
      </ul>
      {children}
    </>
  );
}
