import { InlineLoadError } from '@/components/inline-load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditais } from '@/lib/queries/taf';

export const NO_EXAM_EMPHASIS = 'Escolha o concurso da turma para dar ênfase a uma prova.';

export interface EmphasisFieldProps {
  /** The turma's exam; without one there is nothing to emphasise. */
  editalId: string | null;
  chosen: readonly string[];
  disabled?: boolean;
  onChange: (keys: string[]) => void;
}

/** 'Ênfase': a checkbox per test of the turma's exam (the catalogue's entry). */
export function EmphasisField({ editalId, chosen, disabled = false, onChange }: EmphasisFieldProps) {
  const editais = useEditais();
  const tests = editais.data?.find((entry) => entry.id === editalId)?.tests ?? [];
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...chosen, key] : chosen.filter((chosenKey) => chosenKey !== key));

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      disabled={disabled || !editalId}
      aria-describedby="plano-enfase-nota"
    >
      <legend className="mb-2 font-medium text-sm">Ênfase</legend>
      {!editalId ? (
        <p id="plano-enfase-nota" className="text-muted-foreground text-sm">
          {NO_EXAM_EMPHASIS}
        </p>
      ) : editais.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : editais.isError ? (
        <InlineLoadError text="Não foi possível carregar as provas." onRetry={() => void editais.refetch()} />
      ) : (
        <>
          <p id="plano-enfase-nota" className="text-muted-foreground text-sm">
            As provas com ênfase vêm primeiro na semana e ganham os treinos a mais.
          </p>
          {tests.length === 0 ? (
            <p className="text-sm">O concurso da turma não está no catálogo.</p>
          ) : (
            <div className="grid min-w-0 gap-1 sm:grid-cols-2">
              {tests.map((test) => (
                <label
                  key={test.key}
                  htmlFor={`plano-enfase-${test.key}`}
                  className="flex min-h-10 min-w-0 cursor-pointer items-center gap-3 text-sm"
                >
                  <input
                    id={`plano-enfase-${test.key}`}
                    type="checkbox"
                    className="size-5 shrink-0 cursor-pointer accent-primary"
                    checked={chosen.includes(test.key)}
                    onChange={(event) => toggle(test.key, event.target.checked)}
                  />
                  <span className="[overflow-wrap:anywhere]">{test.label}</span>
                </label>
              ))}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
