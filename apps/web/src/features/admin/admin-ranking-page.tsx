import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import {
  type ModerationCase,
  type ModerationInput,
  moderationQueueQuery,
  useModerate,
} from './api/ranking-moderation-queries';
import { DecisionQueue, type DecisionQueueText } from './decision-queue';
import { whoOf } from './ranking/case-facts';
import { ModerationCaseCard } from './ranking/moderation-case-card';

/** /admin/ranking: reported and auto-flagged workouts, oldest first (decision 039). */
export default function AdminRankingPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Moderação do ranking</h1>
        <p className="text-pretty text-muted-foreground">
          Treinos denunciados por outros candidatos ou barrados pela verificação automática (recorde mundial,
          GPS). Remova do ranking o que não é possível; mantenha o que confere. O candidato vê a decisão no
          histórico dele.
        </p>
      </header>
      <ModerationQueue />
    </div>
  );
}

const QUEUE_TEXT: DecisionQueueText = {
  loading: 'Carregando a moderação…',
  loadError: 'Não foi possível carregar a moderação do ranking.',
  empty: 'Nenhum treino aguardando moderação.',
  count: (waiting) => (waiting === 1 ? '1 treino aguardando' : `${waiting} treinos aguardando`),
  listLabel: 'Treinos aguardando moderação',
};

function ModerationQueue() {
  const queue = useQuery(moderationQueueQuery);
  const moderate = useModerate();
  const [removing, setRemoving] = useState<ModerationCase | null>(null);
  const busyId = moderate.isPending ? moderate.variables.activity_id : null;

  const submit = (item: ModerationCase, input: ModerationInput) =>
    moderate.mutate(input, {
      onSuccess: () => {
        setRemoving(null);
        if (input.decision === 'remove') toast.success('Removido do ranking', { description: whoOf(item) });
        else toast.success('Mantido no ranking', { description: whoOf(item) });
      },
      onError: (error) =>
        toast.error('Não foi possível registrar a decisão', { description: errorMessage(error) }),
    });

  return (
    <DecisionQueue
      query={queue}
      itemsOf={(data) => data.cases}
      text={QUEUE_TEXT}
      skeletonClassName="h-40"
      renderItem={(item) => (
        <ModerationCaseCard
          key={item.activity_id}
          item={item}
          isBusy={busyId === item.activity_id}
          onRemove={() => setRemoving(item)}
          onKeep={() => submit(item, { activity_id: item.activity_id, decision: 'keep' })}
        />
      )}
    >
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remover do ranking?"
        description={
          removing
            ? `O treino de ${whoOf(removing)} sai de todos os rankings e as denúncias dele são encerradas. O treino continua no histórico do candidato, marcado como removido pela moderação.`
            : ''
        }
      >
        <ConfirmDialogFooter
          confirmLabel="Remover do ranking"
          pendingLabel="Removendo…"
          isPending={moderate.isPending}
          onConfirm={() => {
            if (removing) submit(removing, { activity_id: removing.activity_id, decision: 'remove' });
          }}
        />
      </ConfirmDialog>
    </DecisionQueue>
  );
}
