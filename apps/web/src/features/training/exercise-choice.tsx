import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { FORM_KIND_LABELS, type FormKind } from './form-kinds';
import { OTHER_KINDS } from './log-choices';

export interface ExerciseChoiceProps {
  value: FormKind;
  onChange: (kind: FormKind) => void;
}

/** 'Outros exercícios': any TAF exercise, or the Cooper test, whatever the candidate's exam. */
export function ExerciseChoice({ value, onChange }: ExerciseChoiceProps) {
  return (
    <FormField id="treino-exercicio" label="Exercício">
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as FormKind)}
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs',
          'sm:max-w-xs',
        )}
      >
        {OTHER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {FORM_KIND_LABELS[kind]}
          </option>
        ))}
      </select>
    </FormField>
  );
}
