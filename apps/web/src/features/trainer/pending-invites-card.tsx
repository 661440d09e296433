import { formatDateTime } from '@prontidao/domain/format/date';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-error';
import { type TrainerInvite, useCancelInvite, useTrainerInvites } from './api/trainer-invites';
import { FormSkeleton, isForbidden, LoadError, trainerErrorMessage } from './trainer-states';

/** The invites nobody used yet, with when they expire and a way to cancel each. */
export function PendingInvitesCard() {
  const invites = useTrainerInvites();
  const [toCancel, setToCancel] = useState<TrainerInvite | null>(null);

  return (
    <SectionCard
      titleId="convites-pendentes-titulo"
      title="Convites pendentes"
      description="Links ainda não usados. Um convite cancelado deixa de funcionar."
    >
      <CardContent>
        {invites.isPending ? (
          <FormSkeleton label="Carregando convites..." rows={2} />
        ) : invites.isError ? (
          <LoadError
            title="Não foi possível carregar os convites."
            message={trainerErrorMessage(invites.error, 'Tente novamente em instantes.')}
            onRetry={isForbidden(invites.error) ? undefined : () => void invites.refetch()}
            isRetrying={invites.isFetching}
          />
        ) : invites.data.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhum convite pendente.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Convites pendentes">
            {invites.data.map((invite) => (
              <li
                key={invite.id}
                className="flex flex-col gap-2 rounded-md border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <dl className="grid gap-0.5 text-sm">
                  <div className="flex flex-wrap gap-x-1">
                    <dt className="text-muted-foreground">Criado em</dt>
                    <dd>{formatDateTime(invite.created_at)}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-1">
                    <dt className="text-muted-foreground">Expira em</dt>
                    <dd className="font-medium">{formatDateTime(invite.expires_at)}</dd>
                  </div>
                </dl>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Cancelar convite criado em ${formatDateTime(invite.created_at)}`}
                  onClick={() => setToCancel(invite)}
                >
                  Cancelar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CancelInviteDialog invite={toCancel} onClose={() => setToCancel(null)} />
    </SectionCard>
  );
}

function CancelInviteDialog({ invite, onClose }: { invite: TrainerInvite | null; onClose: () => void }) {
  const cancel = useCancelInvite();
  const confirm = () => {
    if (!invite) return;
    cancel.mutate(invite.id, {
      onSuccess: () => {
        toast.success('Convite cancelado');
        onClose();
      },
      onError: (error) => toast.error('Erro ao cancelar convite', { description: errorMessage(error) }),
    });
  };

  return (
    <ConfirmDialog
      open={invite !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancelar convite?"
      description={
        invite
          ? `O link criado em ${formatDateTime(invite.created_at)} deixará de funcionar. Essa ação não pode ser desfeita.`
          : null
      }
    >
      <ConfirmDialogFooter
        cancelLabel="Voltar"
        onCancel={onClose}
        confirmLabel="Cancelar convite"
        pendingLabel="Cancelando..."
        isPending={cancel.isPending}
        onConfirm={confirm}
      />
    </ConfirmDialog>
  );
}
