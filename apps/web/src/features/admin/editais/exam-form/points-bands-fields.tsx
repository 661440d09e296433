import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BandRow } from './band-row';
import type { StandardDraft } from './exam-draft';
import { useExamForm } from './exam-form-context';
import { GroupError, TextField, useGroupErrorId } from './form-controls';

interface PointsBandsProps {
  standard: StandardDraft;
  eventIndex: number;
  index: number;
}

/**
 * The points table, where the edital has one: rows of a mark range (from, up to) and its points,
 * and the minimum points to pass the event.
 */
export function PointsBandsFields({ standard, eventIndex, index }: PointsBandsProps) {
  const { change } = useExamForm();
  const path = `events.${eventIndex}.standards.${index}`;
  const hasBands = standard.bands.length > 0;
  return (
    <fieldset aria-describedby={useGroupErrorId(`${path}.bands`)} className="grid min-w-0 gap-3">
      <legend className="mb-2 font-medium text-sm">Tabela de pontos (opcional)</legend>
      {standard.bands.map((band, bandIndex) => (
        <BandRow key={band.uid} band={band} eventIndex={eventIndex} index={index} bandIndex={bandIndex} />
      ))}
      <GroupError path={`${path}.bands`} />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => change({ type: 'addBand', event: eventIndex, standard: index })}
      >
        <Plus aria-hidden="true" />
        Adicionar faixa de pontos
      </Button>
      {hasBands || standard.minimumPoints ? (
        <TextField
          path={`${path}.minimumPoints`}
          label="Pontuação mínima no teste (opcional)"
          value={standard.minimumPoints}
          inputMode="decimal"
          onChange={(minimumPoints) =>
            change({ type: 'standard', event: eventIndex, standard: index, patch: { minimumPoints } })
          }
          description="Sem marca mínima, passa quem alcança esta pontuação."
        />
      ) : null}
    </fieldset>
  );
}
