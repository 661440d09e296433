import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { EditalSummary } from '@/lib/queries/taf';

export interface EditalSelectProps {
  editais: readonly EditalSummary[];
  value: string;
  onChange: (editalId: string) => void;
  disabled?: boolean;
}

/** Native select of the edital whose tables grade the candidate's simulations. */
export function EditalSelect({ editais, value, onChange, disabled = false }: EditalSelectProps) {
  const selected = editais.find((edital) => edital.id === value);
  return (
    <div className="grid gap-2 sm:max-w-sm">
      <Label htmlFor="simulado-edital">Edital usado nos cálculos</Label>
      <select
        id="simulado-edital"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        {value === '' ? (
          <option value="" disabled>
            Selecione
          </option>
        ) : null}
        {editais.map((edital) => (
          <option key={edital.id} value={edital.id}>
            {edital.name}
          </option>
        ))}
      </select>
      {/* A phone cuts the closed select's text ('CBMDF 2025 — referência estim'): the whole name under it. */}
      {selected ? (
        <p aria-hidden="true" className="text-muted-foreground text-sm sm:hidden" data-testid="edital-name">
          {selected.name}
        </p>
      ) : null}
    </div>
  );
}
