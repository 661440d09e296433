import { UFS } from '@prontidao/domain/trainers/cref';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The CREF state: a native <select> of the 27 federative units, styled like the kit's Input. */
export function UfSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 w-full min-w-0 cursor-pointer rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    >
      <option value="">Selecione</option>
      {UFS.map((uf) => (
        <option key={uf} value={uf}>
          {uf}
        </option>
      ))}
    </select>
  );
}
