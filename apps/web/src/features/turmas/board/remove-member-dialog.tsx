import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConfirmDialogFooter } from '@/components/confirm-dialog-footer';
import { errorMessage } from '@/lib/api-error';
import { type BoardRow, useRemoveTurmaMember } from '../api/turma-board';
import { personName } from '../turma-format';

/** 'Remover da turma?': the student leaves this turma, but the sharing with the trainer goes on. */
export function RemoveMemberDialog({
  turmaId,
  row,
  onClose,
}: {
  turmaId: string;
  row: BoardRow | null;
  onClose: () => void;
}) {
  const remove = useRemoveTurmaMember(turmaId);
  const name = row ? personName(row) : '';
  const confirm = () => {
    if (!row) return;
    remove.mutate(row.student_id, {
      onSuccess: () => {
        toast.success('Aluno removido da turma', { description: `${name} não está mais nesta turma.` });
        onClose();
      },
      onError: (error) => toast.error('Erro ao remover da turma', { description: errorMessage(error) }),
    });
  };

  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
      title="Remover da turma?"
      description={
        row
          ? `${name} sai desta turma. O compartilhamento de dados com você continua: só o aluno pode revogá-lo, e ele segue na sua lista de alunos.`
          : null
      }
      descriptionClassName="[overflow-wrap:anywhere]"
    >
      <ConfirmDialogFooter
        cancelLabel="Voltar"
        onCancel={onClose}
        confirmLabel="Remover da turma"
        pendingLabel="Removendo..."
        isPending={remove.isPending}
        onConfirm={confirm}
      />
    </ConfirmDialog>
  );
}
