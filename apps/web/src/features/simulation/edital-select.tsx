import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { EditalSummary } from '@/lib/queries/taf';

export interface EditalSelectProps {
  editais: readonly EditalSummary[];
  value: string;
  onChange: (editalId: string) => void;
  disabled?: boolean;
}

const GROUPS = [
  { format: 'grade_table', label: 'Editais com nota de 0 a 10' },
  { format: 'exam', label: 'Concursos (índices mínimos)' },
] as const;

/** An exam by its short name, 'tabela incompleta' when its marks are not all known yet. */
const optionText = (edital: EditalSummary) =>
  edital.completeness === 'partial' ? `${edital.short_name} (tabela incompleta)` : edital.short_name;

/** The options, grouped by kind when the list has both editais graded 0–10 and exams. */
function EditalOptions({ editais }: { editais: readonly EditalSummary[] }) {
  const options = (list: readonly EditalSummary[]) =>
    list.map((edital) => (
      <option key={edital.id} value={edital.id}>
        {optionText(edital)}
      </option>
    ));
  const groups = GROUPS.map((group) => ({
    ...group,
    members: editais.filter((edital) => edital.format === group.format),
  }));
  if (groups.some((group) => group.members.length === 0)) return options(editais);
  return groups.map((group) => (
    <optgroup key={group.format} label={group.label}>
      {options(group.members)}
    </optgroup>
  ));
}

/** Native select of the edital or exam that the candidate's simulations are graded by. */
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
        <EditalOptions editais={editais} />
      </select>
      {/* A phone cuts the closed select's text ('CBMDF 2025 — referência estim'): the whole name under it;
          an exam listed by its short name shows its full name on every screen. */}
      {selected ? (
        <p
          aria-hidden={selected.name === selected.short_name ? true : undefined}
          className={cn(
            'text-muted-foreground text-sm',
            selected.name === selected.short_name && 'sm:hidden',
          )}
          data-testid="edital-name"
        >
          {selected.name}
        </p>
      ) : null}
    </div>
  );
}
