import { maskMinutesSeconds } from '@prontidao/domain/scoring/simulation-input';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type EditalSummary, type UserTest, useSaveUserTest } from '@/lib/queries/taf';
import {
  errorsFromApi,
  FIELD_IDS,
  FIELD_NAMES,
  type FieldErrors,
  type FieldName,
  type FieldValues,
  fieldsFor,
  INVALID_TIME,
  parseTime,
} from './simulation-fields';

const SAVE_ERROR = 'Erro ao calcular simulado. Verifique se seu perfil está completo.';

export interface SimulationFormProps {
  edital: EditalSummary;
  sex: 'M' | 'F';
  disabled?: boolean;
  onSaved: (test: UserTest) => void;
}

const focusField = (field: FieldName | undefined) => {
  if (field) document.getElementById(FIELD_IDS[field])?.focus();
};

/** Bar, run and swim results → a graded simulation saved on the server. */
export function SimulationForm({ edital, sex, disabled = false, onSaved }: SimulationFormProps) {
  const save = useSaveUserTest();
  const [values, setValues] = useState<FieldValues>({ bar: '', run: '', swim: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { isHang, labels } = fieldsFor(edital, sex);

  const change = (field: FieldName, raw: string) => {
    const value = field === 'bar' ? raw.replace(/\D/g, '').slice(0, 3) : maskMinutesSeconds(raw);
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = FIELD_NAMES.find((field) => values[field].trim() === '');
    if (empty) {
      toast.error('Campos Obrigatórios', {
        description: 'Preencha todos os campos para calcular o resultado',
      });
      focusField(empty);
      return;
    }
    const run = parseTime(values.run);
    const swim = parseTime(values.swim);
    const invalid: FieldErrors = {};
    if (run === undefined) invalid.run = INVALID_TIME;
    if (swim === undefined) invalid.swim = INVALID_TIME;
    if (run === undefined || swim === undefined) {
      setErrors(invalid);
      focusField(FIELD_NAMES.find((field) => invalid[field]));
      return;
    }
    const bar = Number(values.bar);
    save.mutate(
      {
        ...(isHang ? { barra_seg_param: bar } : { barra_reps_param: bar }),
        corrida_tempo_seg_param: run,
        natacao_tempo_seg_param: swim,
      },
      {
        onSuccess: (test) => {
          setErrors({});
          onSaved(test);
        },
        onError: (error) => {
          const fromApi = errorsFromApi(error);
          setErrors(fromApi);
          focusField(FIELD_NAMES.find((field) => fromApi[field]));
          // The spec's message when the profile is the problem; otherwise say what was wrong with the values.
          const isProfileProblem = error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE';
          if (isProfileProblem) toast.error(SAVE_ERROR, { description: errorMessage(error) });
          else toast.error('Valores inválidos', { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="grid gap-4">
      <fieldset disabled={disabled} className="grid gap-4 lg:grid-cols-3">
        <legend className="sr-only">Resultados do simulado</legend>
        {FIELD_NAMES.map((field) => (
          <FormField key={field} id={FIELD_IDS[field]} label={labels[field]} error={errors[field]} required>
            <Input
              inputMode="numeric"
              autoComplete="off"
              placeholder={field === 'bar' ? (isHang ? '30' : '10') : '12:00'}
              value={values[field]}
              onChange={(event) => change(field, event.target.value)}
            />
          </FormField>
        ))}
      </fieldset>
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={disabled || save.isPending}>
        {save.isPending ? 'Calculando...' : 'Calcular nota'}
      </Button>
    </form>
  );
}
