import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BASE_CHOICES, type LogChoice, OTHER_CHOICE_ID, OTHER_LABEL } from './log-choices';

export interface ActivityTypePickerProps {
  /** The chosen choice's id. */
  value: string;
  onChange: (id: string) => void;
  /** The events of the candidate's exam (besides the bar, swim and run). */
  examChoices: readonly LogChoice[];
  /** The exam's short name, for the group's caption. */
  examName: string | null;
}

const OPTION = cn(
  'flex min-h-10 cursor-pointer items-center justify-center rounded-md px-3 text-center font-medium text-sm',
  'text-muted-foreground transition-colors hover:text-foreground',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-[-2px]',
);
const SEGMENT = 'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-xs';
const CHIP = cn(
  'border bg-card has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:text-foreground',
);

function Option({
  id,
  checked,
  onChange,
  className,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (id: string) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={cn(OPTION, className)}>
      <input
        type="radio"
        name="tipo-treino"
        value={id}
        checked={checked}
        onChange={() => onChange(id)}
        className="sr-only"
      />
      {children}
    </label>
  );
}

/**
 * Barra / Natação / Corrida as segments, then the events of the candidate's exam and 'Outros
 * exercícios' as chips — one radio group (arrow keys move the choice through all of them).
 */
export function ActivityTypePicker({ value, onChange, examChoices, examName }: ActivityTypePickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Tipo de treino</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {BASE_CHOICES.map((choice) => (
          <Option
            key={choice.id}
            id={choice.id}
            checked={value === choice.id}
            onChange={onChange}
            className={SEGMENT}
          >
            {choice.label}
          </Option>
        ))}
      </div>
      <fieldset className="grid gap-2">
        {examName ? (
          <legend className="mt-1 mb-2 text-muted-foreground text-xs">
            Provas do seu concurso · {examName}
          </legend>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {examChoices.map((choice) => (
            <Option
              key={choice.id}
              id={choice.id}
              checked={value === choice.id}
              onChange={onChange}
              className={CHIP}
            >
              {choice.label}
            </Option>
          ))}
          <Option
            id={OTHER_CHOICE_ID}
            checked={value === OTHER_CHOICE_ID}
            onChange={onChange}
            className={CHIP}
          >
            {OTHER_LABEL}
          </Option>
        </div>
      </fieldset>
    </fieldset>
  );
}
