import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { type CrefDecisionInput, type CrefRequest, crefQueueQuery, useDecideCref } from './api/cref-queries';
import { DecisionQueue, type DecisionQueueText } from './decision-queue';
import { CrefRequestCard } from './verifications/cref-request-card';
import { RejectDialog } from './verifications/reject-dialog';

/** /admin/verifications: trainers whose CREF waits for a decision, oldest first. */
export default function AdminVerificationsPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Verificações de CREF</h1>
        <p className="text-pretty text-muted-foreground">
          Confira o registro no conselho regional e aprove ou rejeite. O treinador é avisado por e-mail.
        </p>
      </header>
      <CrefQueue />
    </div>
  );
}

const QUEUE_TEXT: DecisionQueueText = {
  loading: 'Carregando verificações…',
  loadError: 'Não foi possível carregar a fila de verificações.',
  empty: 'Nenhum CREF aguardando verificação.',
  count: (waiting) => (waiting === 1 ? '1 CREF aguardando' : `${waiting} CREFs aguardando`),
  listLabel: 'CREFs aguardando verificação',
};

const requestsOf = (requests: CrefRequest[]) => requests;

function CrefQueue() {
  const queue = useQuery(crefQueueQuery);
  const decide = useDecideCref();
  const [rejecting, setRejecting] = useState<CrefRequest | null>(null);
  const busyId = decide.isPending ? decide.variables.user_id : null;

  const submit = (request: CrefRequest, input: CrefDecisionInput) =>
    decide.mutate(input, {
      onSuccess: () => {
        setRejecting(null);
        const who = request.full_name ?? request.email;
        if (input.decision === 'aprovar') toast.success('CREF aprovado', { description: who });
        else toast.success('CREF rejeitado', { description: who });
      },
      onError: (error) =>
        toast.error('Não foi possível registrar a decisão', { description: errorMessage(error) }),
    });

  return (
    <DecisionQueue
      query={queue}
      itemsOf={requestsOf}
      text={QUEUE_TEXT}
      skeletonClassName="h-32"
      renderItem={(request) => (
        <CrefRequestCard
          key={request.user_id}
          request={request}
          isBusy={busyId === request.user_id}
          onApprove={() => submit(request, { user_id: request.user_id, decision: 'aprovar' })}
          onReject={() => setRejecting(request)}
        />
      )}
    >
      <RejectDialog
        request={rejecting}
        isSubmitting={decide.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => {
          if (rejecting) submit(rejecting, { user_id: rejecting.user_id, decision: 'rejeitar', reason });
        }}
      />
    </DecisionQueue>
  );
}
