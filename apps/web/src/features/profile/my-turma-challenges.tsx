import { useQuery } from '@tanstack/react-query';
import { InlineLoadError } from '@/components/inline-load-error';
import { ChallengeSummary } from '@/components/turma-challenge/challenge-summary';
import { turmaChallengesQuery } from '@/lib/queries/turma-challenges';

/**
 * 'Desafios' under one of the candidate's turmas: the ones running or about to start, with the
 * standings by nickname and their own row marked 'Você'; nothing while there are none.
 */
export function MyTurmaChallenges({ turmaId, turmaName }: { turmaId: string; turmaName: string }) {
  const challenges = useQuery(turmaChallengesQuery(turmaId));
  if (challenges.isError) {
    return (
      <InlineLoadError
        text="Não foi possível carregar os desafios da turma."
        onRetry={() => void challenges.refetch()}
      />
    );
  }
  const current = challenges.data?.filter((challenge) => challenge.status !== 'encerrado') ?? [];
  if (current.length === 0) return null;
  return (
    <div className="grid min-w-0 basis-full gap-2 border-t pt-3">
      <h3 className="font-medium text-sm">Desafios</h3>
      <ul className="grid min-w-0 gap-3" aria-label={`Desafios da turma ${turmaName}`}>
        {current.map((challenge) => (
          <li key={challenge.id} className="min-w-0">
            <ChallengeSummary challenge={challenge} headingLevel="h4" />
          </li>
        ))}
      </ul>
    </div>
  );
}
