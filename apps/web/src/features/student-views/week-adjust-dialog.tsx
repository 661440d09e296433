import { ADJUSTMENT_NOTE_MAX, VOLUME_PERCENT_PLANNED } from '@prontidao/domain/training-plan/adjust-week';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateRange } from '@/components/training-plan/plan-format';
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
import { RemovedSessionsField } from './removed-sessions-field';
import { useWeekAdjustForm, type WeekAdjustProps } from './use-week-adjust-form';

const textareaClass = cn(
  'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs',
  'placeholder:text-muted-foreground aria-invalid:border-destructive',
);
const selectClass = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs',
  'focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
);

function AdjustForm(props: WeekAdjustProps) {
  const { week } = props;
  const id = useId();
  const { form, choices, volumes, hasAdjustment, isSaving, isBusy, failure, submit, undo } =
    useWeekAdjustForm(props);
  const { errors } = form.formState;
  const note = form.watch('note');

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
      {choices.length > 0 ? <RemovedSessionsField control={form.control} choices={choices} /> : null}
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
      <AdjustFormFooter canUndo={hasAdjustment} isBusy={isBusy} isSaving={isSaving} onUndo={undo} />
    </form>
  );
}

/** 'Desfazer ajuste' (when there is one), 'Cancelar' and 'Salvar ajuste'. */
function AdjustFormFooter({
  canUndo,
  isBusy,
  isSaving,
  onUndo,
}: {
  canUndo: boolean;
  isBusy: boolean;
  isSaving: boolean;
  onUndo: () => void;
}) {
  return (
    <DialogFooter>
      {canUndo ? (
        <Button type="button" variant="outline" className="sm:me-auto" disabled={isBusy} onClick={onUndo}>
          Desfazer ajuste
        </Button>
      ) : null}
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancelar
        </Button>
      </DialogClose>
      <Button type="submit" disabled={isBusy}>
        {isSaving ? 'Salvando...' : 'Salvar ajuste'}
      </Button>
    </DialogFooter>
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
