import { useQuery } from '@tanstack/react-query';
import { Check, RotateCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import {
  type ModerationCase,
  type ModerationInput,
  moderationQueueQuery,
  useModerate,
} from './api/ranking-moderation-queries';
import { caseFacts, caseReasons } from './ranking/case-facts';

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

const whoOf = (c: ModerationCase) => c.nickname ?? c.full_name ?? 'Sem apelido';

function ModerationQueue() {
  const queue = useQuery(moderationQueueQuery);
  const moderate = useModerate();
  const [removing, setRemoving] = useState<ModerationCase | null>(null);

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

  if (queue.isPending) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">Carregando a moderação…</span>
        {['a', 'b'].map((id) => (
          <Skeleton key={id} className="h-40" />
        ))}
      </div>
    );
  }
  if (queue.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar a moderação do ranking.</AlertTitle>
          <AlertDescription>{errorMessage(queue.error)}</AlertDescription>
        </Alert>
        <Button variant="outline" size="sm" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  }
  const cases = queue.data.cases;
  if (cases.length === 0) {
    return (
      <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
        Nenhum treino aguardando moderação.
      </p>
    );
  }
  const busyId = moderate.isPending ? moderate.variables.activity_id : null;
  return (
    <>
      <p role="status" className="text-muted-foreground text-sm">
        {cases.length === 1 ? '1 treino aguardando' : `${cases.length} treinos aguardando`}
      </p>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Treinos aguardando moderação">
        {cases.map((item) => (
          <li
            key={item.activity_id}
            data-testid={`case-${item.activity_id}`}
            className="grid min-w-0 content-start gap-3 rounded-lg border bg-card p-4 shadow-xs"
          >
            <div className="grid min-w-0 gap-1">
              <h2 className="font-semibold [overflow-wrap:anywhere]">{whoOf(item)}</h2>
              {item.full_name && item.nickname ? (
                <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{item.full_name}</p>
              ) : null}
            </div>
            <ul className="grid gap-1" aria-label="Motivos">
              {caseReasons(item).map((reason) => (
                <li key={reason}>
                  <Badge variant={item.flag ? 'warning' : 'outline'} className="whitespace-normal text-left">
                    {reason}
                  </Badge>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {caseFacts(item).map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="text-muted-foreground">{fact.label}</dt>
                  <dd className="tabular-nums [overflow-wrap:anywhere]">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="destructive"
                disabled={busyId === item.activity_id}
                onClick={() => setRemoving(item)}
                aria-label={`Remover do ranking o treino de ${whoOf(item)}`}
              >
                <Trash2 aria-hidden="true" />
                Remover do ranking
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busyId === item.activity_id}
                onClick={() => submit(item, { activity_id: item.activity_id, decision: 'keep' })}
                aria-label={`Manter o treino de ${whoOf(item)} no ranking`}
              >
                <Check aria-hidden="true" />
                Manter
              </Button>
            </div>
          </li>
        ))}
      </ul>
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
    </>
  );
}
