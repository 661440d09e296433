import { useQuery } from '@tanstack/react-query';
import { Trash2, Trophy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { InlineLoadError } from '@/components/inline-load-error';
import { SectionCard } from '@/components/section-card';
import { ChallengeSummary } from '@/components/turma-challenge/challenge-summary';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { type TurmaChallenge, turmaChallengesQuery } from '@/lib/queries/turma-challenges';
import { useDeleteTurmaChallenge } from './api/turma-challenges';
import type { Turma } from './api/turmas';
import { NewChallengeForm } from './new-challenge-form';

export const CHALLENGE_PRIVACY_TEXT =
  'Só treinos e moedas do Prontidão contam; detalhes de treinos do Strava nunca aparecem.';

/**
 * 'Desafios': the trainer creates one ('Mais treinos do mês', by sessions or coins, up to 92 days)
 * and follows its standings by nickname, as the members see them on their profile.
 */
export function TurmaChallengesCard({ turma }: { turma: Turma }) {
  const challenges = useQuery(turmaChallengesQuery(turma.id));
  const isArchived = turma.archived_at !== null;

  return (
    <SectionCard
      titleId="desafios-turma-titulo"
      icon={Trophy}
      title="Desafios"
      description="Uma disputa amigável da turma, com a classificação por apelido: os alunos a veem no perfil."
    >
      <CardContent className="grid min-w-0 gap-5">
        <p className="text-pretty text-sm">{CHALLENGE_PRIVACY_TEXT}</p>
        {isArchived ? (
          <p className="text-pretty text-sm">Esta turma está arquivada: reative-a para criar desafios.</p>
        ) : (
          <NewChallengeForm turmaId={turma.id} />
        )}
        {challenges.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : challenges.isError ? (
          <InlineLoadError
            text="Não foi possível carregar os desafios."
            onRetry={() => void challenges.refetch()}
          />
        ) : challenges.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum desafio ainda.</p>
        ) : (
          <ul className="grid min-w-0 gap-3" aria-label="Desafios da turma">
            {challenges.data.map((challenge) => (
              <li key={challenge.id} className="min-w-0 rounded-lg border p-3">
                <ChallengeSummary
                  challenge={challenge}
                  actions={<DeleteChallenge turmaId={turma.id} challenge={challenge} />}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </SectionCard>
  );
}

function DeleteChallenge({ turmaId, challenge }: { turmaId: string; challenge: TurmaChallenge }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTurmaChallenge(turmaId);
  const confirm = () =>
    remove.mutate(challenge.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Desafio apagado', { description: challenge.title });
      },
      onError: (error) => toast.error('Erro ao apagar o desafio', { description: errorMessage(error) }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Apagar o desafio ${challenge.title}`}>
          <Trash2 aria-hidden="true" />
          Apagar
        </Button>
      }
      title="Apagar o desafio?"
      description={`“${challenge.title}” e a classificação saem da turma; os treinos e moedas dos alunos não mudam.`}
    >
      <ConfirmDialogFooter
        confirmLabel="Apagar desafio"
        pendingLabel="Apagando..."
        isPending={remove.isPending}
        onConfirm={confirm}
      />
    </ConfirmDialog>
  );
}
