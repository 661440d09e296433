import { cva, type VariantProps } from 'class-variance-authority';
import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const spinnerIconVariants = cva('animate-spin', {
  variants: {
    size: { sm: 'size-4', default: 'size-5', lg: 'size-8' },
  },
  defaultVariants: { size: 'default' },
});

export type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerIconVariants> & {
    /** Text announced to screen readers. */
    label?: string;
  };

export function Spinner({ className, size, label = 'Carregando...', ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <Loader2 aria-hidden="true" className={spinnerIconVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
