import { formatDateTime } from '@prontidao/domain/format/date';
import { formatCref } from '@prontidao/domain/trainers/cref';
import { useQuery } from '@tanstack/react-query';
import { Check, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { EmailText } from '@/components/email-text';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { type CrefDecisionInput, type CrefRequest, crefQueueQuery, useDecideCref } from './api/cref-queries';
import { formatRelativeTime } from './relative-time';
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

function CrefQueue() {
  const queue = useQuery(crefQueueQuery);
  const decide = useDecideCref();
  const [rejecting, setRejecting] = useState<CrefRequest | null>(null);

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

  if (queue.isPending) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">Carregando verificações…</span>
        {['a', 'b'].map((id) => (
          <Skeleton key={id} className="h-32" />
        ))}
      </div>
    );
  }
  if (queue.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar a fila de verificações.</AlertTitle>
          <AlertDescription>{errorMessage(queue.error)}</AlertDescription>
        </Alert>
        <Button variant="outline" size="sm" onClick={() => void queue.refetch()} disabled={queue.isFetching}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (queue.data.length === 0) {
    return (
      <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
        Nenhum CREF aguardando verificação.
      </p>
    );
  }
  const busyId = decide.isPending ? decide.variables.user_id : null;
  return (
    <>
      <p role="status" className="text-muted-foreground text-sm">
        {queue.data.length === 1 ? '1 CREF aguardando' : `${queue.data.length} CREFs aguardando`}
      </p>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="CREFs aguardando verificação">
        {queue.data.map((request) => (
          <li
            key={request.user_id}
            data-testid={`cref-${request.user_id}`}
            className="grid min-w-0 gap-3 rounded-lg border bg-card p-4 shadow-xs"
          >
            <div className="grid min-w-0 gap-1">
              <h2 className="font-semibold [overflow-wrap:anywhere]">{request.full_name ?? 'Sem nome'}</h2>
              <p className="text-muted-foreground text-sm [overflow-wrap:break-word]">
                <EmailText email={request.email} />
              </p>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted-foreground">CREF</dt>
              <dd className="font-mono [overflow-wrap:anywhere]">
                {formatCref(request.cref_number, request.cref_region)}
              </dd>
              <dt className="text-muted-foreground">Enviado</dt>
              <dd>
                <time dateTime={request.submitted_at}>{formatDateTime(request.submitted_at)}</time> (
                {formatRelativeTime(request.submitted_at)})
              </dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busyId === request.user_id}
                onClick={() => submit(request, { user_id: request.user_id, decision: 'aprovar' })}
              >
                <Check aria-hidden="true" />
                Aprovar
                <span className="sr-only"> o CREF de {request.full_name ?? request.email}</span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busyId === request.user_id}
                onClick={() => setRejecting(request)}
              >
                <X aria-hidden="true" />
                Rejeitar
                <span className="sr-only"> o CREF de {request.full_name ?? request.email}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RejectDialog
        request={rejecting}
        isSubmitting={decide.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => {
          if (rejecting) submit(rejecting, { user_id: rejecting.user_id, decision: 'rejeitar', reason });
        }}
      />
    </>
  );
}
