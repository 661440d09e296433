import { formatDateTime } from '@prontidao/domain/format/date';
import { formatGrade, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { ListError, ListSkeleton } from '@/components/list-states';
import { AptoBadge, GRADE_TONE_TEXT, MedalBadge } from '@/components/taf/result-badges';
import { cn } from '@/lib/cn';
import { type UserTest, useUserTests } from '@/lib/queries/taf';

export const HISTORY_LIMIT = 5;

export interface SimulationHistoryProps {
  /** The simulation shown in the result card, highlighted in the list. */
  selectedId: string | undefined;
  onSelect: (test: UserTest) => void;
}

/** The last five simulations; choosing one shows it in the result card. */
export function SimulationHistory({ selectedId, onSelect }: SimulationHistoryProps) {
  const history = useUserTests(HISTORY_LIMIT);

  if (history.isPending) {
    return <ListSkeleton label="Carregando histórico..." rowClassName="h-16 w-full" />;
  }

  if (history.isError) {
    return (
      <ListError
        title="Erro ao carregar histórico."
        onRetry={() => history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }

  if (history.data.length === 0) {
    return <p className="text-muted-foreground">Nenhum simulado ainda. Faça o primeiro acima!</p>;
  }

  return (
    <ul aria-label="Histórico de simulados" className="grid gap-2">
      {history.data.map((test) => {
        const result = test.json_resultado;
        const isSelected = test.id === selectedId;
        return (
          <li key={test.id}>
            <button
              type="button"
              aria-current={isSelected ? 'true' : undefined}
              onClick={() => onSelect(test)}
              className={cn(
                'flex w-full cursor-pointer flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-3 text-left',
                'transition-colors hover:border-primary/60 hover:bg-background',
                isSelected && 'border-primary ring-1 ring-primary',
              )}
            >
              <span className="text-muted-foreground text-sm tabular-nums">
                {formatDateTime(test.created_at)}
              </span>
              <span
                className={cn('font-semibold tabular-nums', GRADE_TONE_TEXT[gradeTone(result.nota_final)])}
              >
                {formatGrade(result.nota_final)}/10
              </span>
              <span className="ms-auto flex flex-wrap items-center gap-2">
                <MedalBadge medal={result.medalha} />
                <AptoBadge apto={result.apto} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
