import { ListError, ListSkeleton } from '@/components/list-states';
import { type UserTest, useUserTests } from '@/lib/queries/taf';
import { HistoryItem } from './history-item';

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
      {history.data.map((test) => (
        <li key={test.id}>
          <HistoryItem test={test} isSelected={test.id === selectedId} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
