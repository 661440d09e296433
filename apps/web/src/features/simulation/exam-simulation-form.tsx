import { type Control, Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type EditalSummary, type UserTest, useSaveUserTest } from '@/lib/queries/taf';
import { type ExamField, type ExamSex, examFields, maskMark, readMark } from './exam-fields';
import { markIssues, REFUSAL_TOAST, toastBlankFields, toastSaveRefusal } from './save-refusal';

type ExamFormValues = Record<string, string>;
type ExamMarks = Record<string, number>;

/** Every typed mark as the number the server takes, or each field's own message. */
const examResolver =
  (fields: readonly ExamField[]): Resolver<ExamFormValues, unknown, ExamMarks> =>
  (values) => {
    const marks: ExamMarks = {};
    const errors: FieldErrors<ExamFormValues> = {};
    for (const field of fields) {
      const read = readMark(field, values[field.key] ?? '');
      if (read.ok) marks[field.key] = read.value;
      else errors[field.key] = { type: 'validate', message: read.message };
    }
    return Object.keys(errors).length === 0 ? { values: marks, errors: {} } : { values: {}, errors };
  };

export interface ExamSimulationFormProps {
  exam: EditalSummary;
  sex: ExamSex;
  disabled?: boolean;
  onSaved: (test: UserTest) => void;
}

/** One input per test of the candidate's exam → pass or fail per test, saved on the server. */
export function ExamSimulationForm({ exam, sex, disabled = false, onSaved }: ExamSimulationFormProps) {
  const save = useSaveUserTest();
  const fields = examFields(exam, sex);
  const form = useForm<ExamFormValues, unknown, ExamMarks>({
    defaultValues: Object.fromEntries(fields.map((field) => [field.key, ''])),
    resolver: examResolver(fields),
    reValidateMode: 'onSubmit',
  });

  const send = (marks: ExamMarks) =>
    save.mutate(
      { p_marks: marks },
      {
        onSuccess: (test) => {
          toast.dismiss(REFUSAL_TOAST);
          onSaved(test);
        },
        onError: (error) => {
          const keys = fields.map((field) => field.key);
          markIssues(error, keys).forEach(([key, message], index) => {
            form.setError(key, { message }, { shouldFocus: index === 0 });
          });
          toastSaveRefusal(error);
        },
      },
    );

  const refuse = () => {
    const values = form.getValues();
    if (fields.some((field) => (values[field.key] ?? '').trim() === '')) toastBlankFields();
  };

  return (
    <form
      onSubmit={form.handleSubmit(send, refuse)}
      noValidate
      aria-busy={save.isPending}
      className="grid gap-4"
    >
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">Resultados do simulado: {exam.short_name}</legend>
        {fields.map((examField) => (
          <MarkInput
            key={examField.key}
            field={examField}
            control={form.control}
            onEdit={() => form.clearErrors(examField.key)}
          />
        ))}
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={disabled || save.isPending}>
        {save.isPending ? 'Calculando...' : 'Ver resultado'}
      </Button>
    </form>
  );
}

interface MarkInputProps {
  field: ExamField;
  control: Control<ExamFormValues, unknown, ExamMarks>;
  /** A new keystroke clears the field's error until the next submit. */
  onEdit: () => void;
}

/** A mark typed the edital's way (masked while typed), its pass mark under it and its own error. */
function MarkInput({ field: examField, control, onEdit }: MarkInputProps) {
  return (
    <Controller
      name={examField.key}
      control={control}
      render={({ field, fieldState }) => (
        <FormField
          id={examField.id}
          label={examField.label}
          description={examField.description}
          error={fieldState.error?.message}
          required
        >
          <Input
            ref={field.ref}
            name={field.name}
            inputMode={examField.inputMode}
            autoComplete="off"
            placeholder={examField.placeholder}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(maskMark(examField.kind, event.target.value));
              onEdit();
            }}
          />
        </FormField>
      )}
    />
  );
}
