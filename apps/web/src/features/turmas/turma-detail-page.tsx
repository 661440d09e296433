import { Link, useParams } from 'react-router';
import { ListError, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useTurmaBoard } from './api/turma-board';
import { BoardSection } from './board/board-section';
import { TurmaChallengesCard } from './turma-challenges-card';
import { TurmaHeader } from './turma-header';
import { TurmaLinkCard } from './turma-link-card';
import { TurmaNotesCard } from './turma-notes-card';
import { TurmaPlanCard } from './turma-plan-card';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /treinador/turmas/:id: the turma, its link, the board of its students this week, the class plan,
 * the challenges and the notes.
 */
export default function TurmaDetailPage() {
  const { turmaId = '' } = useParams();
  const board = useTurmaBoard(turmaId);

  if (board.isPending) return <ListSkeleton label="Carregando turma..." rowClassName="h-32 w-full" />;
  if (board.isError) {
    return isNotFound(board.error) ? (
      <div className="grid justify-items-start gap-3">
        <h1 className="font-bold text-2xl tracking-tight">Turma não encontrada</h1>
        <p className="text-muted-foreground">Ela pode ter sido apagada, ou o endereço está incompleto.</p>
        <Button asChild variant="outline">
          <Link to={paths.trainer.turmas}>Ver suas turmas</Link>
        </Button>
      </div>
    ) : (
      <ListError
        title="Não foi possível carregar a turma."
        onRetry={() => void board.refetch()}
        isRetrying={board.isFetching}
      />
    );
  }

  return (
    <div className="grid min-w-0 gap-6">
      <TurmaHeader turma={board.data.turma} />
      <TurmaLinkCard turma={board.data.turma} />
      <BoardSection board={board.data} />
      <TurmaPlanCard turma={board.data.turma} />
      <TurmaChallengesCard turma={board.data.turma} />
      <TurmaNotesCard turma={board.data.turma} />
    </div>
  );
}
