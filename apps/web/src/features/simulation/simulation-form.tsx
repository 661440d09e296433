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
import { ApiError, errorMessage } from '@/lib/api-error';
import { type EditalSummary, type UserTest, useSaveUserTest } from '@/lib/queries/taf';
import { FIELD_IDS, FIELD_NAMES, type FieldName, fieldIssues, fieldsFor } from './simulation-fields';

const SAVE_ERROR = 'Erro ao calcular simulado. Verifique se seu perfil está completo.';
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

/** One toast for the form's refusals: a success dismisses it (issue 21 item 3: no stale warning). */
const REFUSAL_TOAST = 'simulado-recusa';

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
          // The spec's message when the profile is the problem; otherwise what was wrong with the values.
          const isProfileProblem = error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE';
          if (isProfileProblem)
            toast.error(SAVE_ERROR, { id: REFUSAL_TOAST, description: errorMessage(error) });
          else toast.error('Valores inválidos', { id: REFUSAL_TOAST, description: errorMessage(error) });
        },
      },
    );

  const refuse = () => {
    if (!firstBlankField(form.getValues())) return;
    toast.error('Campos Obrigatórios', {
      id: REFUSAL_TOAST,
      description: 'Preencha todos os campos para calcular o resultado',
    });
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
