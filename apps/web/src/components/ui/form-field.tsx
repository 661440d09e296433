import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** Accessibility props that FormField wires onto its control. */
export type FormControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FormFieldProps = Omit<ComponentProps<'div'>, 'id' | 'children'> & {
  /** Id of the control; the label, description and error ids are derived from it. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** Error message; when present the control gets aria-invalid and the message is announced with it. */
  error?: ReactNode;
  /** Shows a visual "*" and sets aria-required on the control. */
  required?: boolean;
  /**
   * Either a single control element (it receives the props through Radix Slot) or a render function:
   * `<FormField id="email" label="E-mail"><Input type="email" /></FormField>`
   * `<FormField id="email" label="E-mail">{(control) => <Input type="email" {...control} />}</FormField>`
   */
  children: ReactElement | ((control: FormControlProps) => ReactNode);
};

export function formFieldIds(id: string) {
  return { descriptionId: `${id}-description`, errorId: `${id}-error` };
}

export function FormField({
  id,
  label,
  description,
  error,
  required = false,
  className,
  children,
  ...props
}: FormFieldProps) {
  const { descriptionId, errorId } = formFieldIds(id);
  const hasDescription = description != null && description !== false && description !== '';
  const hasError = error != null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hasDescription ? descriptionId : null]
    .filter((value): value is string => value !== null)
    .join(' ');

  const control: FormControlProps = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (hasError) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)} {...props}>
      <div className="flex items-center gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-destructive text-sm">
            *
          </span>
        ) : null}
      </div>
      {typeof children === 'function' ? children(control) : <Slot {...control}>{children}</Slot>}
      {hasDescription ? (
        <p id={descriptionId} data-slot="form-field-description" className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} data-slot="form-field-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
