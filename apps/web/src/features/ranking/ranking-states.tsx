import { RetryAlert, type RetryProps } from '@/components/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';

/** Six board outlines while the boards load; the words are for screen readers. */
export function RankingSkeleton() {
  return (
    <div className="grid gap-4" role="status">
      <span className="sr-only">Carregando ranking…</span>
      <Skeleton className="h-10 w-full sm:w-56" />
      <div className="grid gap-4 md:grid-cols-2">
        {['a', 'b', 'c', 'd', 'e', 'f'].map((id) => (
          <Skeleton key={id} className="h-64" />
        ))}
      </div>
    </div>
  );
}

/** Spec §8 left ranking errors unhandled; here they say so in pt-BR and offer a retry. */
export function RankingError({ message, ...retry }: { message: string } & RetryProps) {
  return <RetryAlert title="Não foi possível carregar o ranking." description={message} {...retry} />;
}
