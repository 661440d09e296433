import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { trainingActivitiesQuery } from '@/lib/queries/training-activities';
import { useHideOnNotFound } from './hidden-student';
import { SectionError, SectionLoading } from './section-states';
import { StudentNotFound } from './student-not-found';
import { StudentViewShell } from './student-view-shell';
import { TrainingItem } from './training-item';

/** /aluno/:studentId/treinos: the student's training history, newest first, read-only. */
export default function StudentTrainingsPage() {
  const { studentId } = useParams();
  if (!studentId) return <StudentNotFound />;
  return (
    <StudentViewShell key={studentId} studentId={studentId} section="treinos">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Treinos</h1>
        <p className="text-pretty text-muted-foreground">
          Histórico de treinos do aluno, do mais novo ao mais antigo. Comente um treino: o aluno lê e
          responde.
        </p>
      </header>
      <TrainingHistory studentId={studentId} />
    </StudentViewShell>
  );
}

function TrainingHistory({ studentId }: { studentId: string }) {
  const history = useInfiniteQuery(trainingActivitiesQuery(studentId));
  const isHidden = useHideOnNotFound(history.error);
  if (isHidden) return null;
  if (history.isPending) return <SectionLoading label="Carregando treinos..." />;
  if (history.isError) {
    return (
      <SectionError
        error={history.error}
        onRetry={() => void history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <p className="text-muted-foreground">O aluno ainda não registrou treinos.</p>;
  return (
    <div className="grid min-w-0 gap-3">
      <ul className="grid gap-2" aria-label="Treinos do aluno">
        {items.map((activity) => (
          <TrainingItem key={activity.id} activity={activity} studentId={studentId} />
        ))}
      </ul>
      <div className="grid justify-items-center gap-2">
        <p className="text-muted-foreground text-sm" role="status">
          {history.isFetchingNextPage
            ? 'Carregando mais treinos...'
            : `${items.length} ${items.length === 1 ? 'treino' : 'treinos'}${history.hasNextPage ? '' : ' — fim do histórico'}`}
        </p>
        {history.hasNextPage ? (
          <Button
            variant="outline"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Carregar mais
          </Button>
        ) : null}
      </div>
    </div>
  );
}
