import { RotateCw } from 'lucide-react';
import type { RetryProps } from '@/components/retry-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Three row outlines while a list loads; the label is for screen readers. */
export function ListSkeleton({ label, rowClassName }: { label: string; rowClassName: string }) {
  return (
    <div className="grid gap-2">
      <span className="sr-only" role="status">
        {label}
      </span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}

/** A list that did not load: what failed, with 'Tentar novamente' inside the alert. */
export function ListError({ title, onRetry, isRetrying }: { title: string } & RetryProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <Button variant="outline" size="sm" className="mt-1 w-fit" disabled={isRetrying} onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </AlertDescription>
    </Alert>
  );
}
