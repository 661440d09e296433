import { COOPER_SECONDS } from '@prontidao/domain/training/exam-event-log';
import { type ExerciseKind, SPRINT_MAX_M, SPRINT_MIN_M } from '@prontidao/domain/training/exercise-kinds';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ActivityCallFields, ActivityFormValues } from './activity-form-schema';
import { maskTimeText } from './time-text';

// The inputs of a TAF exercise's form (decision 046) and of the Cooper test, each with its unit.

type FormApi = UseFormReturn<ActivityFormValues, unknown, ActivityCallFields>;

interface FieldsProps {
  form: FormApi;
  id: (field: string) => string;
}

/** A number typed with its unit beside it. */
function UnitInput({
  form,
  id,
  name,
  label,
  unit,
  description,
  required = false,
  inputMode = 'decimal',
}: FieldsProps & {
  name: 'reps' | 'sets' | 'seconds' | 'centimetres' | 'distance';
  label: string;
  unit?: string;
  description?: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id(name)} label={label} description={description} error={error} required={required}>
      {(control) => (
        <div className="flex items-center gap-2">
          <Input {...control} {...form.register(name)} inputMode={inputMode} autoComplete="off" />
          {unit ? (
            <span aria-hidden="true" className="shrink-0 text-muted-foreground text-sm">
              {unit}
            </span>
          ) : null}
        </div>
      )}
    </FormField>
  );
}

/** A série's window, typed as mm:ss with the colon inserted. */
function WindowField({ form, id }: FieldsProps) {
  const field = form.register('time');
  return (
    <FormField
      id={id('time')}
      label="Tempo da série"
      description="Opcional, mm:ss — ex.: 1:00 para uma prova em 1 minuto."
      error={form.formState.errors.time?.message}
    >
      <Input
        {...field}
        onChange={(event) => {
          event.target.value = maskTimeText(event.target.value);
          return field.onChange(event);
        }}
        inputMode="numeric"
        autoComplete="off"
      />
    </FormField>
  );
}

type UnitField = Omit<Parameters<typeof UnitInput>[0], keyof FieldsProps>;

const sets = (label = 'Séries'): UnitField => ({
  name: 'sets',
  label,
  description: 'Opcional.',
  inputMode: 'numeric',
});
const REPS: UnitField = { name: 'reps', label: 'Repetições (total)', inputMode: 'numeric', required: true };
const MARK: UnitField = {
  name: 'centimetres',
  label: 'Marca',
  unit: 'cm',
  description: 'Ex.: 185 (1,85 m)',
  inputMode: 'numeric',
  required: true,
};
const time = (example: string): UnitField => ({
  name: 'seconds',
  label: 'Tempo',
  unit: 's',
  description: `Segundos e centésimos, ex.: ${example}`,
  required: true,
});

/** The fields of each exercise, in order, as EXERCISE_SHAPES says it is logged; 'window': a série's mm:ss. */
const FIELDS: Record<ExerciseKind, (UnitField | 'window')[]> = {
  flexao: [REPS, sets(), 'window'],
  abdominal: [REPS, sets(), 'window'],
  isometria: [
    { name: 'seconds', label: 'Tempo sustentado', unit: 's', description: 'Ex.: 25 ou 25,5', required: true },
    sets('Séries (sustentações)'),
  ],
  impulsao: [MARK],
  salto_altura: [MARK],
  sprint: [
    {
      name: 'distance',
      label: 'Distância',
      unit: 'm',
      description: `De ${SPRINT_MIN_M} a ${SPRINT_MAX_M} m.`,
      inputMode: 'numeric',
      required: true,
    },
    time('7,9'),
    sets('Tiros'),
  ],
  shuttle_run: [time('9,8')],
};

/** The fields of one exercise. */
export function ExerciseFields({ kind, form, id }: FieldsProps & { kind: ExerciseKind }) {
  return (
    <>
      {FIELDS[kind].map((field) =>
        field === 'window' ? (
          <WindowField key="window" form={form} id={id} />
        ) : (
          <UnitInput key={field.name} form={form} id={id} {...field} />
        ),
      )}
    </>
  );
}

/** The Cooper test: metres in 12 minutes (the time is the test's). */
export function CooperFields(props: FieldsProps) {
  return (
    <UnitInput
      {...props}
      name="distance"
      label={`Distância em ${COOPER_SECONDS / 60} minutos`}
      unit="m"
      description="Em metros, ex.: 2400. O tempo é o do teste: 12:00."
      inputMode="numeric"
      required
    />
  );
}
