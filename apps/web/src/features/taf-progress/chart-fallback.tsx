import { Skeleton } from '@/components/ui/skeleton';

/** The place of a chart while recharts loads; the status text is for screen readers. */
export function ChartFallback({ className = 'h-80' }: { className?: string }) {
  return (
    <div className={className}>
      <p role="status" className="sr-only">
        Carregando gráfico...
      </p>
      <Skeleton className="h-full" />
    </div>
  );
}
