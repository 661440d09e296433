import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native <select> styled like the kit's Input (the kit has no select yet). */
export function TurmaSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 cursor-pointer rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
