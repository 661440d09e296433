import { formatDate, formatDateTime } from '@prontidao/domain/format/date';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { InlineLoadError } from '@/components/inline-load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { type TurmaInvite, useRevokeTurmaInvite, useTurmaInvites } from './api/turma-invites';

const usesText = (invite: TurmaInvite) => `Usos: ${invite.uses}/${invite.max_uses}`;
/** 'dd/mm' of an instant (Brasília). */
const dayMonth = (iso: string) => formatDate(iso).slice(0, 5);

/** The turma's links still open: uses of the cap, valid until when, and 'Revogar'. */
export function OpenLinks({ turmaId }: { turmaId: string }) {
  const invites = useTurmaInvites(turmaId);
  const [toRevoke, setToRevoke] = useState<TurmaInvite | null>(null);

  return (
    <div className="grid min-w-0 gap-2">
      <h3 className="font-semibold text-base">Links abertos</h3>
      {invites.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : invites.isError ? (
        <InlineLoadError text="Não foi possível carregar os links." onRetry={() => void invites.refetch()} />
      ) : invites.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nenhum link aberto.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Links abertos">
          {invites.data.map((invite) => (
            <li
              key={invite.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <span className="grid gap-0.5">
                <span className="font-medium tabular-nums">{usesText(invite)}</span>
                <span className="text-muted-foreground">
                  Criado em {dayMonth(invite.created_at)} · vale até {dayMonth(invite.expires_at)}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Revogar o link criado em ${formatDateTime(invite.created_at)}`}
                onClick={() => setToRevoke(invite)}
              >
                Revogar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RevokeLinkDialog turmaId={turmaId} invite={toRevoke} onClose={() => setToRevoke(null)} />
    </div>
  );
}

function RevokeLinkDialog({
  turmaId,
  invite,
  onClose,
}: {
  turmaId: string;
  invite: TurmaInvite | null;
  onClose: () => void;
}) {
  const revoke = useRevokeTurmaInvite(turmaId);
  const confirm = () => {
    if (!invite) return;
    revoke.mutate(invite.id, {
      onSuccess: () => {
        toast.success('Link revogado');
        onClose();
      },
      onError: (error) => toast.error('Erro ao revogar link', { description: errorMessage(error) }),
    });
  };
  return (
    <ConfirmDialog
      open={invite !== null}
      onOpenChange={(open) => (open || revoke.isPending ? undefined : onClose())}
      title="Revogar link?"
      description="Ninguém mais entra na turma por este link. Quem já entrou continua na turma."
    >
      <ConfirmDialogFooter
        cancelLabel="Voltar"
        onCancel={onClose}
        confirmLabel="Revogar link"
        pendingLabel="Revogando..."
        isPending={revoke.isPending}
        onConfirm={confirm}
      />
    </ConfirmDialog>
  );
}
