import { zodResolver } from '@hookform/resolvers/zod';
import {
  firstBlankField,
  type SimulationFormOutput,
  SimulationFormSchema,
  type SimulationFormValues,
} from '@prontidao/domain/scoring/simulation-form-schema';
import { maskMinutesSeconds } from '@prontidao/domain/scoring/simulation-input';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { type EditalSummary, type UserTest, useSaveUserTest } from '@/lib/queries/taf';
import { REFUSAL_TOAST, toastBlankFields, toastSaveRefusal } from './save-refusal';
import { FIELD_IDS, FIELD_NAMES, type FieldName, fieldIssues, fieldsFor } from './simulation-fields';

const EMPTY: SimulationFormValues = { bar: '', run: '', swim: '' };
const resolver = zodResolver(SimulationFormSchema);

/** The bar keeps up to 3 digits; times are masked as MM:SS while typed. */
const maskOf = (field: FieldName, raw: string) =>
  field === 'bar' ? raw.replace(/\D/g, '').slice(0, 3) : maskMinutesSeconds(raw);

export interface SimulationFormProps {
  edital: EditalSummary;
  sex: 'M' | 'F';
  disabled?: boolean;
  onSaved: (test: UserTest) => void;
}

/** Bar, run and swim results → a graded simulation saved on the server. */
export function SimulationForm({ edital, sex, disabled = false, onSaved }: SimulationFormProps) {
  const save = useSaveUserTest();
  const form = useForm<SimulationFormValues, unknown, SimulationFormOutput>({
    defaultValues: EMPTY,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { isHang, labels } = fieldsFor(edital, sex);

  const send = (values: SimulationFormOutput) =>
    save.mutate(
      {
        ...(isHang ? { barra_seg_param: values.bar } : { barra_reps_param: values.bar }),
        corrida_tempo_seg_param: values.run,
        natacao_tempo_seg_param: values.swim,
      },
      {
        onSuccess: (test) => {
          toast.dismiss(REFUSAL_TOAST);
          onSaved(test);
        },
        onError: (error) => {
          fieldIssues(error).forEach(([field, message], index) => {
            form.setError(field, { message }, { shouldFocus: index === 0 });
          });
          toastSaveRefusal(error);
        },
      },
    );

  const refuse = () => {
    if (firstBlankField(form.getValues())) toastBlankFields();
  };

  return (
    <form
      onSubmit={form.handleSubmit(send, refuse)}
      noValidate
      aria-busy={save.isPending}
      className="grid gap-4"
    >
      <fieldset disabled={disabled} className="grid gap-4 lg:grid-cols-3">
        <legend className="sr-only">Resultados do simulado</legend>
        {FIELD_NAMES.map((name) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <FormField id={FIELD_IDS[name]} label={labels[name]} error={fieldState.error?.message} required>
                <Input
                  ref={field.ref}
                  name={field.name}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={name === 'bar' ? (isHang ? 'ex.: 30' : 'ex.: 10') : 'ex.: 12:00'}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(maskOf(name, event.target.value));
                    form.clearErrors(name);
                  }}
                />
              </FormField>
            )}
          />
        ))}
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={disabled || save.isPending}>
        {save.isPending ? 'Calculando...' : 'Calcular nota'}
      </Button>
    </form>
  );
}
