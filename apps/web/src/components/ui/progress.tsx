import * as ProgressPrimitive from '@radix-ui/react-progress';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'aria-label'> & {
  /** Accessible name of the progress bar, e.g. "Progresso do treino". Required: a progressbar needs a name. */
  label: string;
  indicatorClassName?: string;
};

export function Progress({
  className,
  indicatorClassName,
  label,
  value,
  max = 100,
  ...props
}: ProgressProps) {
  // Radix treats values outside 0..max as invalid (indeterminate), so clamp instead.
  const clamped = value == null ? null : Math.min(max, Math.max(0, value));
  const percent = clamped == null || max <= 0 ? null : (clamped / max) * 100;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      aria-label={label}
      value={clamped}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary-hover', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full bg-primary transition-transform duration-300',
          percent == null && 'animate-pulse opacity-60',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - (percent ?? 100)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
