import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type SeparatorProps = ComponentProps<'hr'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual: removes the separator from the accessibility tree. */
  decorative?: boolean;
};

export function Separator({
  className,
  orientation = 'horizontal',
  decorative = false,
  ...props
}: SeparatorProps) {
  return (
    <hr
      data-slot="separator"
      role={decorative ? 'none' : 'separator'}
      aria-orientation={!decorative && orientation === 'vertical' ? 'vertical' : undefined}
      className={cn(
        'shrink-0 border-0 bg-border',
        orientation === 'vertical' ? 'h-auto w-px self-stretch' : 'h-px w-full',
        className,
      )}
      {...props}
    />
  );
}
