import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { BandDraft } from './exam-draft';
import type { BandPatch } from './exam-draft-reducer';
import { useExamForm } from './exam-form-context';

interface BandRowProps {
  band: BandDraft;
  eventIndex: number;
  index: number;
  bandIndex: number;
}

const CELLS = [
  ['lower', 'De'],
  ['upper', 'Até'],
  ['points', 'Pontos'],
] as const;

/**
 * One band of a points table: from, up to, points. Three narrow cells side by side even on a phone,
 * so their problems are listed under the row, each named by its cell and tied to it.
 */
export function BandRow({ band, eventIndex, index, bandIndex }: BandRowProps) {
  const { change, idOf, errorOf } = useExamForm();
  const path = `events.${eventIndex}.standards.${index}.bands.${bandIndex}`;
  const set = (patch: BandPatch) =>
    change({ type: 'band', event: eventIndex, standard: index, band: bandIndex, patch });
  const cells = CELLS.map(([field, label]) => {
    const id = idOf(`${path}.${field}`);
    return { field, label, id, errorId: `${id}-error`, error: errorOf(`${path}.${field}`) };
  });
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="sr-only">Faixa {bandIndex + 1}</legend>
      <div className="grid min-w-0 grid-cols-[repeat(3,minmax(0,1fr))_auto] items-end gap-2">
        {cells.map((cell) => (
          <div key={cell.field} className="grid min-w-0 gap-1">
            <Label htmlFor={cell.id}>{cell.label}</Label>
            <Input
              id={cell.id}
              inputMode="decimal"
              value={band[cell.field]}
              aria-invalid={cell.error ? true : undefined}
              aria-describedby={cell.error ? cell.errorId : undefined}
              onChange={(event) => set({ [cell.field]: event.target.value })}
            />
          </div>
        ))}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={() => change({ type: 'removeBand', event: eventIndex, standard: index, band: bandIndex })}
        >
          <X aria-hidden="true" />
          <span className="sr-only">Remover faixa {bandIndex + 1}</span>
        </Button>
      </div>
      {cells.map((cell) =>
        cell.error ? (
          <p key={cell.field} id={cell.errorId} className="font-medium text-destructive text-sm">
            {cell.label}: {cell.error}
          </p>
        ) : null,
      )}
    </fieldset>
  );
}
