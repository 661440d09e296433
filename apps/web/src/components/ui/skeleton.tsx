import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Decorative loading placeholder; hidden from assistive tech (announce loading with `Spinner` or text). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-secondary-hover', className)}
      {...props}
    />
  );
}
