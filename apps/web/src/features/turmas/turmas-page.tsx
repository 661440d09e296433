import { useState } from 'react';
import { ListError, ListSkeleton } from '@/components/list-states';
import { type Turma, useTrainerTurmas } from './api/turmas';
import { NewTurmaCard } from './new-turma-card';
import { TurmaCard } from './turma-card';

/** /treinador/turmas: the trainer's turmas as cards, a new one, and the archived ones on request. */
export default function TurmasPage() {
  const [showArchived, setShowArchived] = useState(false);
  const turmas = useTrainerTurmas(showArchived);

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Turmas</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Convide uma turma inteira com um só link e veja, por aluno, os treinos da semana, o último simulado
          e quem precisa de atenção.
        </p>
      </header>
      <NewTurmaCard />
      <section aria-labelledby="turmas-lista-titulo" className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="turmas-lista-titulo" className="font-semibold text-xl">
            Suas turmas
          </h2>
          <label
            htmlFor="mostrar-arquivadas"
            className="flex min-h-10 cursor-pointer items-center gap-3 text-sm"
          >
            <input
              id="mostrar-arquivadas"
              type="checkbox"
              className="size-5 shrink-0 cursor-pointer accent-primary"
              checked={showArchived}
              onChange={(event) => setShowArchived(event.target.checked)}
            />
            Mostrar arquivadas
          </label>
        </div>
        {turmas.isPending ? (
          <ListSkeleton label="Carregando turmas..." rowClassName="h-40 w-full" />
        ) : turmas.isError ? (
          <ListError
            title="Não foi possível carregar suas turmas."
            onRetry={() => void turmas.refetch()}
            isRetrying={turmas.isFetching}
          />
        ) : (
          <TurmaList turmas={turmas.data} showArchived={showArchived} />
        )}
      </section>
    </div>
  );
}

function TurmaList({ turmas, showArchived }: { turmas: readonly Turma[]; showArchived: boolean }) {
  if (turmas.length === 0) {
    return (
      <div className="grid gap-1 text-pretty text-sm" data-testid="turmas-empty">
        <p className="font-medium">{showArchived ? 'Nenhuma turma ainda.' : 'Nenhuma turma ativa.'}</p>
        <p className="text-muted-foreground">
          Crie uma turma, gere o link e envie aos alunos: quem aprovar entra no quadro da turma.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid min-w-0 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Turmas">
      {turmas.map((turma) => (
        <TurmaCard key={turma.id} turma={turma} />
      ))}
    </ul>
  );
}
