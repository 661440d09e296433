import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { type Turma, useSetTurmaArchived } from './api/turmas';

/** Archives the turma (it leaves the list, its links stop working), or brings it back. */
export function useArchiveToggle(turma: Turma) {
  const archive = useSetTurmaArchived();
  const isArchived = turma.archived_at !== null;
  const toggle = () =>
    archive.mutate(
      { id: turma.id, archived: !isArchived },
      {
        onSuccess: () =>
          toast.success(isArchived ? 'Turma reativada' : 'Turma arquivada', {
            description: isArchived
              ? `${turma.name} voltou às turmas ativas.`
              : `${turma.name} saiu da lista de turmas ativas e seus links deixaram de valer.`,
          }),
        onError: (error) => toast.error('Erro ao atualizar turma', { description: errorMessage(error) }),
      },
    );
  return { isArchived, toggle, isPending: archive.isPending };
}
