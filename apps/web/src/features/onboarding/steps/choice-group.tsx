import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

export interface ChoiceGroupProps<T extends string> {
  name: string;
  options: readonly ChoiceOption<T>[];
  value: string;
  onChange: (value: T) => void;
  labelledBy: string;
  describedBy?: string;
  className?: string;
}

/** Enter on a choice moves on like in a text field (the form decides whether the step is valid). */
const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
};

/** Native radio buttons drawn as large cards: the whole card is the tap target. */
export function ChoiceGroup<T extends string>({
  name,
  options,
  value,
  onChange,
  labelledBy,
  describedBy,
  className,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn('grid gap-3 sm:grid-cols-2', className)}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border bg-card px-4 py-3',
            'font-medium text-base transition-colors hover:bg-muted',
            'has-[:checked]:border-primary has-[:checked]:bg-primary/5',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            onKeyDown={submitOnEnter}
            className="size-5 shrink-0 cursor-pointer accent-primary"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
