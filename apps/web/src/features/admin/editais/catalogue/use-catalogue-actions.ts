import { ExamSchema } from '@prontidao/domain/exams/exam-schema';
import { useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useSetEditalArchived } from '../../api/edital-mutations';
import { type CatalogueEntry, useLoadEditalDocument } from '../../api/edital-queries';
import type { ConfirmRequest } from '../../confirm-dialog';
import { draftFromExam, type ExamDraft } from '../exam-form/exam-draft';

/** 'Arquivar' or 'Reativar', said before it is done. */
function archiveRequest(entry: CatalogueEntry, onConfirm: () => void): ConfirmRequest {
  const archiving = !entry.is_archived;
  return {
    title: archiving ? 'Arquivar concurso?' : 'Reativar concurso?',
    description: archiving
      ? `${entry.short_name} deixa de ser oferecido a quem escolhe um concurso. Quem já o segue continua com ele.`
      : `${entry.short_name} volta a ser oferecido a quem escolhe um concurso.`,
    confirmLabel: archiving ? 'Arquivar' : 'Reativar',
    destructive: archiving,
    onConfirm,
  };
}

/**
 * The catalogue's actions: 'Editar' opens the form on the next version of the newest document;
 * 'Arquivar' and 'Reativar' ask first.
 */
export function useCatalogueActions(onEdit: (draft: ExamDraft) => void) {
  const load = useLoadEditalDocument();
  const archive = useSetEditalArchived();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const edit = (entry: CatalogueEntry) =>
    load.mutate(entry.id, {
      onSuccess: ({ document }) => {
        const exam = ExamSchema.safeParse(document);
        if (exam.success) onEdit(draftFromExam(exam.data));
        else
          toast.error('Não foi possível abrir o concurso', {
            description: 'O documento guardado não é um concurso.',
          });
      },
      onError: (error) =>
        toast.error('Não foi possível abrir o concurso', { description: errorMessage(error) }),
    });

  const setArchived = (entry: CatalogueEntry, archived: boolean) =>
    archive.mutate(
      { edital_id: entry.id, archived },
      {
        onSuccess: () =>
          toast.success(archived ? 'Concurso arquivado' : 'Concurso reativado', {
            description: entry.short_name,
          }),
        onError: (error) =>
          toast.error('Não foi possível mudar o concurso', { description: errorMessage(error) }),
      },
    );

  const askArchive = (entry: CatalogueEntry) =>
    setConfirm(archiveRequest(entry, () => setArchived(entry, !entry.is_archived)));

  return {
    edit,
    /** The entry whose document is being fetched. */
    opening: load.isPending ? load.variables : null,
    askArchive,
    /** The entry being archived or reactivated. */
    archiving: archive.isPending ? archive.variables.edital_id : null,
    confirm,
    closeConfirm: () => setConfirm(null),
  };
}
