import { toast } from 'sonner';
import { useAuthContext } from '@/hooks/use-auth-context';
import { errorMessage } from '@/lib/api-error';
import { type EditalSummary, useEditais, useSetUserEdital } from '@/lib/queries/taf';

const changedText = (exam: EditalSummary) =>
  `Os próximos simulados usarão ${exam.short_name}. Os simulados anteriores continuam com o edital de cada um.`;

/**
 * The candidate's exam: the listed exams, the chosen one (the auth context is what set_user_edital
 * refreshes; the profile's copy covers its first load), whether a newer version of its edital is
 * out, and choosing — another exam, or the newest version of the same one.
 */
export function useExamChoice(savedEditalId: string | null) {
  const auth = useAuthContext();
  const editais = useEditais();
  const setEdital = useSetUserEdital();

  const savedId = auth.data ? auth.data.edital_id : savedEditalId;
  const chosenId = (setEdital.isPending ? setEdital.variables : savedId) ?? null;
  const followedVersion = auth.data?.edital_version ?? null;
  const saved = editais.data?.find((exam) => exam.id === savedId);
  const newer =
    saved && followedVersion !== null && saved.version > followedVersion
      ? { exam: saved, followedVersion }
      : undefined;

  const choose = (exam: EditalSummary) => {
    if (setEdital.isPending) return;
    setEdital.mutate(exam.id, {
      onSuccess: () => toast.success('Concurso atualizado', { description: changedText(exam) }),
      onError: (error) => toast.error('Erro ao atualizar', { description: errorMessage(error) }),
    });
  };

  return {
    editais,
    chosenId,
    newer,
    choose,
    isSaving: setEdital.isPending,
  };
}
