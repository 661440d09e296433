import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { NativeSelect } from '../../native-select';
import { useExamForm } from './exam-form-context';

// The exam form's fields: each takes its document path, from which it gets its id and its issues.

interface FieldProps {
  path: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  required?: boolean;
  className?: string;
}

type TextFieldProps = FieldProps & {
  inputMode?: 'text' | 'decimal' | 'numeric' | 'url';
  readOnly?: boolean;
  placeholder?: string;
};

export function TextField({
  path,
  label,
  value,
  onChange,
  inputMode,
  readOnly,
  placeholder,
  ...rest
}: TextFieldProps) {
  const { idOf, errorOf } = useExamForm();
  return (
    <FormField id={idOf(path)} label={label} error={errorOf(path)} {...rest}>
      <Input
        value={value}
        inputMode={inputMode}
        readOnly={readOnly}
        placeholder={placeholder}
        className={readOnly ? 'bg-muted' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export function TextAreaField({ path, label, value, onChange, ...rest }: FieldProps) {
  const { idOf, errorOf } = useExamForm();
  return (
    <FormField id={idOf(path)} label={label} error={errorOf(path)} {...rest}>
      <textarea
        rows={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-20 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs aria-invalid:border-destructive"
      />
    </FormField>
  );
}

type SelectFieldProps = FieldProps & { options: readonly (readonly [string, string])[] };

export function SelectField({ path, label, value, onChange, options, ...rest }: SelectFieldProps) {
  const { idOf, errorOf } = useExamForm();
  return (
    <FormField id={idOf(path)} label={label} error={errorOf(path)} {...rest}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

interface CheckboxFieldProps {
  path: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}

export function CheckboxField({ path, label, checked, onChange, className }: CheckboxFieldProps) {
  const { idOf } = useExamForm();
  const id = idOf(path);
  return (
    <label htmlFor={id} className={cn('flex min-h-10 cursor-pointer items-center gap-3 text-sm', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** An issue of a group (a standard, a points table, the events): shown in it, named by its id. */
export function GroupError({ path }: { path: string }) {
  const { idOf, errorOf } = useExamForm();
  const error = errorOf(path);
  if (!error) return null;
  return (
    <p id={`${idOf(path)}-error`} className="font-medium text-destructive text-sm">
      {error}
    </p>
  );
}

/** The aria-describedby of a group whose issue GroupError shows. */
export function useGroupErrorId(path: string): string | undefined {
  const { idOf, errorOf } = useExamForm();
  return errorOf(path) ? `${idOf(path)}-error` : undefined;
}
