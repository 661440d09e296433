import { zodResolver } from '@hookform/resolvers/zod';
import { hasForbiddenCharacters, INVISIBLE_CHARACTERS } from '@prontidao/domain/text/safe-text';
import {
  ADJUSTMENT_NOTE_MAX,
  VOLUME_PERCENT_MAX,
  VOLUME_PERCENT_MIN,
  VOLUME_PERCENT_PLANNED,
} from '@prontidao/domain/training-plan/adjust-week';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PlanViewWeek } from '@/components/training-plan/plan-view';
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
export type AdjustFormValues = z.infer<typeof AdjustFormSchema>;

export const refKey = (ref: { date: string; kind: string }) => `${ref.date}|${ref.kind}`;

/** A session that can be ticked to take it out of the week. */
export interface SessionChoice {
  date: string;
  kind: string;
  title: string;
}

/** The week's sessions and those already taken out, by date: what can be ticked. */
function sessionChoices(week: PlanViewWeek) {
  const choices = [
    ...week.sessions.map(({ date, kind, title }) => ({ date, kind, title })),
    ...(week.adjustment?.removed ?? []),
  ];
  return choices.sort((x, y) => x.date.localeCompare(y.date));
}

/** The volumes to pick from, with the current one when it is off the 5 % steps. */
function volumeChoices(current: number | undefined) {
  return current !== undefined && !VOLUME_CHOICES.includes(current)
    ? [...VOLUME_CHOICES, current].sort((x, y) => x - y)
    : VOLUME_CHOICES;
}

/** The student's week being adjusted, and what to do once it is saved or undone. */
export interface WeekAdjustProps {
  studentId: string;
  week: PlanViewWeek;
  onDone: () => void;
}

/** The trainer's adjustment of one week: the form over its current adjustment, saving and undoing it. */
export function useWeekAdjustForm({ studentId, week, onDone }: WeekAdjustProps) {
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

  return {
    form,
    choices,
    volumes: volumeChoices(current?.volume_percent),
    hasAdjustment: Boolean(current),
    isSaving: adjust.isPending,
    isBusy: adjust.isPending || clear.isPending,
    failure: adjust.error ?? clear.error,
    submit,
    undo: () => clear.mutate(week.end, { onSuccess: onDone }),
  };
}
