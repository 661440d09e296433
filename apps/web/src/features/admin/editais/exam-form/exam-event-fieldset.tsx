import type { Certainty } from '@prontidao/domain/exams/exam-schema';
import { memo } from 'react';
import { CERTAINTY_LABELS } from '../exam-labels';
import { EventToolbar } from './event-toolbar';
import type { EventDraft } from './exam-draft';
import type { EventPatch } from './exam-draft-reducer';
import { useExamForm } from './exam-form-context';
import { SexStandards } from './exam-sex-standards';
import { CheckboxField, SelectField, TextAreaField, TextField } from './form-controls';

const CERTAINTY_OPTIONS = Object.entries(CERTAINTY_LABELS);

interface EventFieldsetProps {
  event: EventDraft;
  index: number;
  count: number;
}

/** One event: what it is, how it is done and counted, and its standard for each sex. */
export const ExamEventFieldset = memo(function ExamEventFieldset({
  event,
  index,
  count,
}: EventFieldsetProps) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 font-semibold">
        Teste {index + 1}: {event.label.trim() || 'sem nome'}
      </legend>
      <EventToolbar event={event} index={index} count={count} />
      <EventWhatFields event={event} index={index} />
      <EventRuleFields event={event} index={index} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <SexStandards event={event} eventIndex={index} sex="M" />
        <SexStandards event={event} eventIndex={index} sex="F" />
      </div>
    </fieldset>
  );
});

function usePatchEvent(index: number) {
  const { change } = useExamForm();
  return (patch: EventPatch) => change({ type: 'event', event: index, patch });
}

/** Key, name, distance and time window. */
function EventWhatFields({ event, index }: { event: EventDraft; index: number }) {
  const set = usePatchEvent(index);
  const at = (field: string) => `events.${index}.${field}`;
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <TextField
        path={at('label')}
        label="Nome do teste"
        value={event.label}
        onChange={(label) => set({ label })}
        required
      />
      <TextField
        path={at('key')}
        label="Chave"
        value={event.key}
        onChange={(key) => set({ key })}
        description="snake_case (ex.: corrida_12min)."
        required
      />
      <TextField
        path={at('distanceM')}
        label="Distância em metros (opcional)"
        value={event.distanceM}
        inputMode="decimal"
        onChange={(distanceM) => set({ distanceM })}
      />
      <TextField
        path={at('timeWindowS')}
        label="Tempo para fazer, em segundos (opcional)"
        value={event.timeWindowS}
        inputMode="decimal"
        onChange={(timeWindowS) => set({ timeWindowS })}
        description="Ex.: 720 na corrida de 12 minutos, 60 no abdominal em 1 minuto."
      />
    </div>
  );
}

/** Eliminatory or not, tries, retest, how sure the numbers are and where they come from. */
function EventRuleFields({ event, index }: { event: EventDraft; index: number }) {
  const set = usePatchEvent(index);
  const at = (field: string) => `events.${index}.${field}`;
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <TextField
        path={at('attempts')}
        label="Tentativas"
        value={event.attempts}
        inputMode="numeric"
        onChange={(attempts) => set({ attempts })}
        description="De 1 a 5; vale a melhor."
      />
      <SelectField
        path={at('certainty')}
        label="Certeza dos números"
        value={event.certainty}
        options={CERTAINTY_OPTIONS}
        onChange={(certainty) => set({ certainty: certainty as Certainty })}
      />
      <TextField
        path={at('source')}
        label="Fonte (URL)"
        value={event.source}
        inputMode="url"
        onChange={(source) => set({ source })}
        className="sm:col-span-2"
        required
      />
      <CheckboxField
        path={at('eliminatory')}
        label="Eliminatório"
        checked={event.eliminatory}
        onChange={(eliminatory) => set({ eliminatory })}
      />
      <CheckboxField
        path={at('retest')}
        label="Tem reteste"
        checked={event.retest}
        onChange={(retest) => set({ retest })}
      />
      <TextAreaField
        path={at('rules')}
        label="Regras de execução (opcional)"
        value={event.rules}
        onChange={(rules) => set({ rules })}
        className="sm:col-span-2"
      />
    </div>
  );
}
