import { formatPlainDate } from '@prontidao/domain/format/date';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CommentThread } from '@/components/comment-thread/comment-thread';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { InlineLoadError } from '@/components/inline-load-error';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { type MyTurma, myTurmasQuery, useLeaveTurma } from './api/my-turmas';
import { MyTurmaChallenges } from './my-turma-challenges';

/** How many of a turma's notes the card shows: the newest ones. */
const LATEST_NOTES = 3;

export const LEAVE_TURMA_TEXT =
  'Você sai da turma; seu treinador continua vendo seus dados até você revogar o acesso.';

/**
 * 'Minhas turmas' (issue 24): the turmas the candidate joined through a link, each with the trainer's
 * latest notes, its current challenges with the standings, and 'Sair da turma'.
 */
export function MyTurmasCard() {
  const turmas = useQuery(myTurmasQuery);
  // Nobody in a turma: the card stays out of the way (joining is a trainer's link).
  if (turmas.isSuccess && turmas.data.length === 0) return null;
  return (
    <SectionCard
      titleId="minhas-turmas-titulo"
      icon={Users}
      title="Minhas turmas"
      description="As turmas em que você entrou pelo link do treinador. Sair da turma não revoga o acesso do treinador."
    >
      <CardContent>
        {turmas.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : turmas.isError ? (
          <InlineLoadError
            text="Não foi possível carregar suas turmas."
            onRetry={() => void turmas.refetch()}
          />
        ) : (
          <ul className="grid gap-3" aria-label="Minhas turmas">
            {turmas.data.map((turma) => (
              <TurmaRow key={turma.id} turma={turma} />
            ))}
          </ul>
        )}
      </CardContent>
    </SectionCard>
  );
}

function TurmaRow({ turma }: { turma: MyTurma }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveTurma();
  const taf = formatPlainDate(turma.taf_date);
  const confirm = () =>
    leave.mutate(turma.id, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Você saiu da turma', { description: turma.name });
      },
      onError: (error) => toast.error('Erro ao sair da turma', { description: errorMessage(error) }),
    });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5 text-sm">
        <p className="font-medium [overflow-wrap:anywhere]">{turma.name}</p>
        <p className="text-muted-foreground [overflow-wrap:anywhere]">
          Treinador: {turma.trainer_name ?? 'sem nome'}
        </p>
        {turma.exam ? (
          <p className="text-muted-foreground [overflow-wrap:anywhere]">Concurso: {turma.exam.short_name}</p>
        ) : null}
        {taf ? <p className="text-muted-foreground">TAF em {taf}</p> : null}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !leave.isPending && setOpen(next)}
        trigger={
          <Button variant="outline" aria-label={`Sair da turma ${turma.name}`}>
            Sair da turma
          </Button>
        }
        title="Sair da turma?"
        description={LEAVE_TURMA_TEXT}
      >
        <ConfirmDialogFooter
          confirmLabel="Sair da turma"
          pendingLabel="Saindo..."
          isPending={leave.isPending}
          onConfirm={confirm}
        />
      </ConfirmDialog>
      <MyTurmaChallenges turmaId={turma.id} turmaName={turma.name} />
      <div className="grid min-w-0 basis-full gap-2 border-t pt-3">
        <h3 className="font-medium text-sm">Recados do treinador</h3>
        <CommentThread
          thread={{ kind: 'turma', turmaId: turma.id }}
          label={`Recados da turma ${turma.name}`}
          latest={LATEST_NOTES}
          emptyText="Nenhum recado ainda."
          readOnly
        />
      </div>
    </li>
  );
}
