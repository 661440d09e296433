import { zodResolver } from '@hookform/resolvers/zod';
import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { EARLIEST_WORKOUT_DATE } from '@prontidao/domain/training/activity-input';
import { useEffect, useMemo } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-error';
import {
  type ActivityCallFields,
  type ActivityFormValues,
  DISTANCE_UNIT,
  EMPTY_FORM,
} from './activity-form-schema';
import { CooperFields, ExerciseFields } from './exercise-fields';
import { exerciseFieldOf } from './exercise-form-schema';
import { type FormKind, formSchemaFor, isExerciseKind } from './form-kinds';
import { NotesField } from './notes-field';
import { maskTimeText } from './time-text';

export const SAVE_ERROR_TITLE = 'Erro';
export const SAVE_ERROR_MESSAGE = 'Não foi possível salvar o treino. Tente novamente.';

/** Where the server's field issues land in every form, and in a swim's or run's. */
const COMMON_ISSUE_FIELDS: Record<string, keyof ActivityFormValues> = {
  p_workout_date: 'date',
  p_notes: 'notes',
};
const DISTANCE_TIME_ISSUE_FIELDS: Record<string, keyof ActivityFormValues> = {
  p_value_secondary: 'time',
  p_duration_minutes: 'time',
};

/** A refusal of the values (4xx with a message), not a failure to reach or run the server. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

export interface ActivityFormProps {
  /** Which form: the bar, a swim, a run, the Cooper test or a TAF exercise. */
  kind: FormKind;
  /** Prefix of the fields' ids (two forms may be on the page: register and edit). */
  idPrefix: string;
  defaultValues?: ActivityFormValues;
  /** Focus the first field once shown (the edit dialog swaps its content for this form). */
  autoFocus?: boolean;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Saves; a rejection is shown here (the server's message for a refusal, the spec's otherwise). */
  onSave: (fields: ActivityCallFields) => Promise<unknown>;
}

type ActivityFormApi = UseFormReturn<ActivityFormValues, unknown, ActivityCallFields>;

/** The first field of a form: where the edit dialog puts the focus, where a refusal lands by default. */
function firstFieldOf(kind: FormKind): keyof ActivityFormValues {
  if (isExerciseKind(kind)) return exerciseFieldOf(kind, 'p_value_primary');
  return kind === 'BARRA' ? 'reps' : 'distance';
}

/** The field a server issue belongs to, in this form. */
function fieldOfIssue(kind: FormKind, path: string): keyof ActivityFormValues {
  const common = COMMON_ISSUE_FIELDS[path];
  if (common) return common;
  if (kind === 'RUN' || kind === 'SWIM') return DISTANCE_TIME_ISSUE_FIELDS[path] ?? 'distance';
  return isExerciseKind(kind) ? exerciseFieldOf(kind, path) : firstFieldOf(kind);
}

/**
 * A save that failed: a refusal puts the server's issues on their fields (the first one focused)
 * and says its message; anything else says the spec's message.
 */
function showSaveError(form: ActivityFormApi, kind: FormKind, error: unknown) {
  if (!isRefusal(error)) {
    toast.error(SAVE_ERROR_TITLE, { description: SAVE_ERROR_MESSAGE });
    return;
  }
  const issues =
    error.issues.length > 0 ? error.issues : [{ path: 'p_value_primary', message: error.message }];
  issues.forEach((issue, index) => {
    form.setError(fieldOfIssue(kind, issue.path), { message: issue.message }, { shouldFocus: index === 0 });
  });
  toast.error(SAVE_ERROR_TITLE, { description: error.message });
}

/** The fields of one form, besides the date and notes. */
function KindFields({
  kind,
  id,
  form,
}: {
  kind: FormKind;
  id: (field: string) => string;
  form: ActivityFormApi;
}) {
  const { errors } = form.formState;
  if (kind === 'BARRA') {
    return (
      <FormField id={id('reps')} label="Repetições" error={errors.reps?.message} required>
        <Input {...form.register('reps')} inputMode="numeric" autoComplete="off" />
      </FormField>
    );
  }
  if (kind === 'RUN' || kind === 'SWIM') return <DistanceTimeFields type={kind} id={id} form={form} />;
  if (kind === 'COOPER') return <CooperFields id={id} form={form} />;
  return <ExerciseFields kind={kind} id={id} form={form} />;
}

/**
 * The bar (repetitions), swim (metres, time), run (km, time), Cooper test (metres) or TAF exercise
 * form, with date and notes.
 */
export function ActivityForm({
  kind,
  idPrefix,
  defaultValues = EMPTY_FORM,
  autoFocus = false,
  submitLabel,
  pendingLabel,
  isPending,
  onSave,
}: ActivityFormProps) {
  const resolver = useMemo(() => zodResolver(formSchemaFor(kind)), [kind]);
  const form = useForm<ActivityFormValues, unknown, ActivityCallFields>({
    defaultValues,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const today = calendarDate(new Date(), APP_TIME_ZONE);
  const id = (field: string) => `${idPrefix}-${field}`;
  const { setFocus } = form;

  useEffect(() => {
    if (autoFocus) setFocus(firstFieldOf(kind));
  }, [autoFocus, setFocus, kind]);

  const send = async (fields: ActivityCallFields) => {
    try {
      await onSave(fields);
      form.reset(defaultValues);
    } catch (error) {
      showSaveError(form, kind, error);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-busy={isPending} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <KindFields kind={kind} id={id} form={form} />
        <FormField
          id={id('date')}
          label="Data do treino"
          description="Deixe em branco para hoje."
          error={errors.date?.message}
        >
          <Input {...form.register('date')} type="date" min={EARLIEST_WORKOUT_DATE} max={today} />
        </FormField>
      </div>
      <NotesField id={id('notes')} error={errors.notes?.message} {...form.register('notes')} />
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** A swim's or a run's distance, in its unit, and its time, the colons typed for the person. */
function DistanceTimeFields({
  type,
  id,
  form,
}: {
  type: 'RUN' | 'SWIM';
  id: (field: string) => string;
  form: ActivityFormApi;
}) {
  const { errors } = form.formState;
  const timeField = form.register('time');
  return (
    <>
      <FormField
        id={id('distance')}
        label={`Distância (${DISTANCE_UNIT[type].label})`}
        description={type === 'RUN' ? 'Ex.: 5 ou 2,4' : 'Ex.: 400'}
        error={errors.distance?.message}
        required
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <Input {...control} {...form.register('distance')} inputMode="decimal" autoComplete="off" />
            <span aria-hidden="true" className="shrink-0 text-muted-foreground text-sm">
              {DISTANCE_UNIT[type].label}
            </span>
          </div>
        )}
      </FormField>
      <FormField
        id={id('time')}
        label="Tempo"
        description="mm:ss ou h:mm:ss — os dois-pontos entram sozinhos (1130 → 11:30)"
        error={errors.time?.message}
        required
      >
        <Input
          {...timeField}
          onChange={(event) => {
            event.target.value = maskTimeText(event.target.value);
            return timeField.onChange(event);
          }}
          inputMode="numeric"
          autoComplete="off"
        />
      </FormField>
    </>
  );
}
