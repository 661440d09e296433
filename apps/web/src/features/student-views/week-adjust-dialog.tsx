import { zodResolver } from '@hookform/resolvers/zod';
import { hasForbiddenCharacters, INVISIBLE_CHARACTERS } from '@prontidao/domain/text/safe-text';
import {
  ADJUSTMENT_NOTE_MAX,
  VOLUME_PERCENT_MAX,
  VOLUME_PERCENT_MIN,
  VOLUME_PERCENT_PLANNED,
} from '@prontidao/domain/training-plan/adjust-week';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDateRange, formatWeekday } from '@/components/training-plan/plan-format';
import type { PlanViewWeek } from '@/components/training-plan/plan-view';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useAdjustWeek, useClearWeekAdjustment } from './api/student-plan-mutations';

/** 50 % to 110 % in steps of 5, as a list to pick from. */
const VOLUME_CHOICES = Array.from(
  { length: (VOLUME_PERCENT_MAX - VOLUME_PERCENT_MIN) / 5 + 1 },
  (_, i) => VOLUME_PERCENT_MIN + i * 5,
);

const NOTHING_TO_ADJUST = 'Nada a ajustar: mude o volume, retire um treino ou escreva uma observação.';

/** A textarea's line breaks read as spaces, as the server reads them. */
const flat = (note: string) => note.replace(/[\r\n\t]+/g, ' ');

const AdjustFormSchema = z.object({
  volume_percent: z.number().int().min(VOLUME_PERCENT_MIN).max(VOLUME_PERCENT_MAX),
  /** 'date|kind' of the sessions taken out. */
  removed: z.array(z.string()),
  note: z
    .string()
    .max(ADJUSTMENT_NOTE_MAX, `A observação tem no máximo ${ADJUSTMENT_NOTE_MAX} caracteres.`)
    .refine((note) => !hasForbiddenCharacters(flat(note)), INVISIBLE_CHARACTERS),
});
type AdjustFormValues = z.infer<typeof AdjustFormSchema>;

const refKey = (ref: { date: string; kind: string }) => `${ref.date}|${ref.kind}`;

const textareaClass = cn(
  'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs',
  'placeholder:text-muted-foreground aria-invalid:border-destructive',
);
const selectClass = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs',
  'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
);

/** The week's sessions and those already taken out, by date: what can be ticked. */
function sessionChoices(week: PlanViewWeek) {
  const choices = [
    ...week.sessions.map(({ date, kind, title }) => ({ date, kind, title })),
    ...(week.adjustment?.removed ?? []),
  ];
  return choices.sort((x, y) => x.date.localeCompare(y.date));
}

function AdjustForm({
  studentId,
  week,
  onDone,
}: {
  studentId: string;
  week: PlanViewWeek;
  onDone: () => void;
}) {
  const id = useId();
  const adjust = useAdjustWeek(studentId);
  const clear = useClearWeekAdjustment(studentId);
  const choices = sessionChoices(week);
  const current = week.adjustment;
  const form = useForm<AdjustFormValues>({
    resolver: zodResolver(AdjustFormSchema),
    defaultValues: {
      volume_percent: current?.volume_percent ?? VOLUME_PERCENT_PLANNED,
      removed: current?.removed.map(refKey) ?? [],
      note: current?.note ?? '',
    },
  });
  const { errors } = form.formState;
  const note = form.watch('note');
  const volumes =
    current && !VOLUME_CHOICES.includes(current.volume_percent)
      ? [...VOLUME_CHOICES, current.volume_percent].sort((x, y) => x - y)
      : VOLUME_CHOICES;
  const isBusy = adjust.isPending || clear.isPending;
  const failure = adjust.error ?? clear.error;

  const submit = form.handleSubmit((values) => {
    const trimmed = flat(values.note).trim();
    if (values.volume_percent === VOLUME_PERCENT_PLANNED && values.removed.length === 0 && !trimmed) {
      form.setError('root', { message: NOTHING_TO_ADJUST });
      return;
    }
    const removed = choices.filter((choice) => values.removed.includes(refKey(choice)));
    adjust.mutate(
      {
        week_end: week.end,
        volume_percent: values.volume_percent,
        removed: removed.map(({ date, kind }) => ({ date, kind })),
        note: trimmed || null,
      },
      { onSuccess: onDone },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Ajustar a semana {week.index}</DialogTitle>
        <DialogDescription>
          <span className="tabular-nums">{formatDateRange(week.start, week.end)}</span>. O aluno vê o ajuste
          com o seu nome e a data.
        </DialogDescription>
      </DialogHeader>
      <FormField
        id={`${id}-volume`}
        label="Volume da semana"
        description="Em relação ao planejado: os treinos encolhem ou crescem juntos."
        error={errors.volume_percent?.message}
      >
        <select className={selectClass} {...form.register('volume_percent', { valueAsNumber: true })}>
          {volumes.map((percent) => (
            <option key={percent} value={percent}>
              {percent === VOLUME_PERCENT_PLANNED ? '100% (como planejado)' : `${percent}%`}
            </option>
          ))}
        </select>
      </FormField>
      {choices.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">Treinos a retirar</legend>
          <Controller
            control={form.control}
            name="removed"
            render={({ field }) => (
              <ul className="grid gap-1">
                {choices.map((choice) => {
                  const key = refKey(choice);
                  const isChecked = field.value.includes(key);
                  return (
                    <li key={key}>
                      <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-muted">
                        <input
                          type="checkbox"
                          className="size-4 shrink-0 accent-primary"
                          checked={isChecked}
                          onChange={() =>
                            field.onChange(
                              isChecked
                                ? field.value.filter((value) => value !== key)
                                : [...field.value, key],
                            )
                          }
                        />
                        <span className="min-w-0 break-words">
                          <span className="tabular-nums">{formatWeekday(choice.date)}</span> — {choice.title}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
        </fieldset>
      ) : null}
      <FormField
        id={`${id}-note`}
        label="Observação para o aluno"
        description={`Opcional. ${note.length}/${ADJUSTMENT_NOTE_MAX} caracteres.`}
        error={errors.note?.message}
      >
        <textarea
          rows={3}
          maxLength={ADJUSTMENT_NOTE_MAX}
          className={textareaClass}
          placeholder="Ex.: semana de provas na faculdade, volume menor."
          {...form.register('note')}
        />
      </FormField>
      {errors.root?.message || failure ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <p>{errors.root?.message ?? errorMessage(failure, 'Não foi possível salvar o ajuste.')}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        {current ? (
          <Button
            type="button"
            variant="outline"
            className="sm:me-auto"
            disabled={isBusy}
            onClick={() => clear.mutate(week.end, { onSuccess: onDone })}
          >
            Desfazer ajuste
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isBusy}>
          {adjust.isPending ? 'Salvando...' : 'Salvar ajuste'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The trainer's 'Ajustar' on a week of the student's plan: volume, sessions to take out, a note. */
export function WeekAdjustDialog({ studentId, week }: { studentId: string; week: PlanViewWeek }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={
            week.adjustment ? `Mudar ajuste da semana ${week.index}` : `Ajustar a semana ${week.index}`
          }
        >
          <SlidersHorizontal aria-hidden="true" />
          {week.adjustment ? 'Mudar ajuste' : 'Ajustar'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {isOpen ? <AdjustForm studentId={studentId} week={week} onDone={() => setIsOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
