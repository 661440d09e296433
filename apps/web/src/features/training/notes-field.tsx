import { NOTES_MAX } from '@prontidao/domain/training/activity-input';
import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

type NotesFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & { id: string; error?: string };

/** 'Observações' (optional), a textarea styled like the kit's Input. */
export function NotesField({ id, error, className, ...props }: NotesFieldProps) {
  return (
    <FormField id={id} label="Observações" description="Opcional." error={error}>
      <textarea
        rows={3}
        maxLength={NOTES_MAX}
        className={cn(
          'flex min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs',
          'transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-destructive',
          className,
        )}
        placeholder="Como foi o treino?"
        {...props}
      />
    </FormField>
  );
}
