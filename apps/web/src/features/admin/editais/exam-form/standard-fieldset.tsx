import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { type ExamMeasure, isLowerBetter } from '@prontidao/domain/exams/exam-schema';
import { parseDecimalText } from '@prontidao/domain/format/decimal-text';
import { sexName } from '@prontidao/domain/profile/sex';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MEASURE_LABELS } from '../exam-labels';
import type { StandardDraft } from './exam-draft';
import type { StandardPatch } from './exam-draft-reducer';
import { useExamForm } from './exam-form-context';
import { GroupError, SelectField, TextField, useGroupErrorId } from './form-controls';
import { PointsBandsFields } from './points-bands-fields';

const MEASURE_OPTIONS = Object.entries(MEASURE_LABELS);

interface StandardFieldsetProps {
  standard: StandardDraft;
  eventIndex: number;
  /** In the event's standards (the document's order). */
  index: number;
  /** The sex has one standard per age band. */
  several: boolean;
}

/** How a candidate reads the mark typed: '13 repetições', '13:00 (tempo máximo)'. */
function markReading(measure: ExamMeasure, text: string): string | undefined {
  const value = parseDecimalText(text);
  if (value === undefined) return 'Deixe vazio se o teste só dá pontos.';
  return `Lê-se: ${formatExamMark(measure, value)}${isLowerBetter(measure) ? ' (tempo máximo)' : ''}.`;
}

/** One standard: the measure, the pass mark and/or the points table, and the age band if any. */
export function StandardFieldset({ standard, eventIndex, index, several }: StandardFieldsetProps) {
  const { change } = useExamForm();
  const path = `events.${eventIndex}.standards.${index}`;
  const set = (patch: StandardPatch) =>
    change({ type: 'standard', event: eventIndex, standard: index, patch });
  const age =
    standard.ageMin || standard.ageMax ? ` (${standard.ageMin || '?'} a ${standard.ageMax || '?'} anos)` : '';
  return (
    <fieldset
      aria-describedby={useGroupErrorId(path)}
      className="grid min-w-0 gap-3 rounded-md border p-2 sm:p-3"
    >
      <legend className="px-1 text-sm">
        Índice {sexName(standard.sex)}
        {age}
      </legend>
      <GroupError path={path} />
      <MarkFields standard={standard} path={path} set={set} />
      <PointsBandsFields standard={standard} eventIndex={eventIndex} index={index} />
      <AgeBandFields standard={standard} path={path} set={set} several={several} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => change({ type: 'removeStandard', event: eventIndex, standard: index })}
      >
        <Trash2 aria-hidden="true" />
        Remover índice <span className="sr-only">{sexName(standard.sex)}</span>
      </Button>
    </fieldset>
  );
}

interface StandardPartProps {
  standard: StandardDraft;
  path: string;
  set: (patch: StandardPatch) => void;
}

/** The measure, the name this sex knows the event by, and the pass mark. */
function MarkFields({ standard, path, set }: StandardPartProps) {
  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-2">
      <SelectField
        path={`${path}.measure`}
        label="Medida"
        value={standard.measure}
        options={MEASURE_OPTIONS}
        onChange={(measure) => set({ measure: measure as ExamMeasure })}
      />
      <TextField
        path={`${path}.variant`}
        label="Nome para este sexo (opcional)"
        value={standard.variant}
        onChange={(variant) => set({ variant })}
        description="Quando muda o teste (ex.: Isometria na barra fixa)."
      />
      <TextField
        path={`${path}.threshold`}
        label="Marca mínima"
        value={standard.threshold}
        inputMode="decimal"
        onChange={(threshold) => set({ threshold })}
        description={markReading(standard.measure, standard.threshold)}
        className="sm:col-span-2"
      />
    </div>
  );
}

type AgeBandFieldsProps = StandardPartProps & { several: boolean };

/** Only where the edital grades by age: the band this standard is for. */
function AgeBandFields({ standard, path, set, several }: AgeBandFieldsProps) {
  const bandPath = `${path}.ageBand`;
  return (
    <fieldset aria-describedby={useGroupErrorId(bandPath)} className="grid min-w-0 gap-2">
      <legend className="mb-2 font-medium text-sm">
        {several ? 'Faixa etária' : 'Faixa etária (opcional)'}
      </legend>
      <div className="grid min-w-0 grid-cols-2 gap-3">
        <TextField
          path={`${bandPath}.min`}
          label="De (anos)"
          value={standard.ageMin}
          inputMode="numeric"
          onChange={(ageMin) => set({ ageMin })}
        />
        <TextField
          path={`${bandPath}.max`}
          label="Até (anos)"
          value={standard.ageMax}
          inputMode="numeric"
          onChange={(ageMax) => set({ ageMax })}
        />
      </div>
      <GroupError path={bandPath} />
    </fieldset>
  );
}
