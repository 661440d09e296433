import type { ExamSex } from '@prontidao/domain/exams/exam-schema';
import { SEX_LABELS, sexName } from '@prontidao/domain/profile/sex';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { EventDraft } from './exam-draft';
import { useExamForm } from './exam-form-context';
import { StandardFieldset } from './standard-fieldset';

interface SexStandardsProps {
  event: EventDraft;
  eventIndex: number;
  sex: ExamSex;
}

/**
 * What one sex must do in the event: usually one standard; one per age band where the edital has
 * bands; none yet in a partial exam.
 */
export function SexStandards({ event, eventIndex, sex }: SexStandardsProps) {
  const { change } = useExamForm();
  const ofSex = event.standards
    .map((standard, index) => ({ standard, index }))
    .filter(({ standard }) => standard.sex === sex);
  return (
    <fieldset className="grid min-w-0 content-start gap-3 rounded-md border border-dashed p-2 sm:p-3">
      <legend className="px-1 font-medium text-sm">{SEX_LABELS[sex]}</legend>
      {ofSex.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Sem índice para o sexo {sexName(sex)}: o concurso fica com a tabela incompleta.
        </p>
      ) : null}
      {ofSex.map(({ standard, index }) => (
        <StandardFieldset
          key={standard.uid}
          standard={standard}
          eventIndex={eventIndex}
          index={index}
          several={ofSex.length > 1}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => change({ type: 'addStandard', event: eventIndex, sex })}
      >
        <Plus aria-hidden="true" />
        {ofSex.length === 0 ? 'Adicionar índice' : 'Adicionar índice por idade'}{' '}
        <span className="sr-only">
          ({sexName(sex)}, {event.label.trim() || `teste ${eventIndex + 1}`})
        </span>
      </Button>
    </fieldset>
  );
}
