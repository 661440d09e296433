import { gradesSex } from '@prontidao/domain/scoring/edital-queries';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-error';
import { setUserEdital, useEditais } from '@/lib/queries/taf';

/**
 * Saves the exam chosen in the wizard, once the profile is saved (the server checks it against the
 * sex). Nothing chosen, or one that does not grade the sex saved (changed after choosing): nothing
 * is sent and the default exam (CBMDF) applies. The auth context is refreshed by the redirect: a
 * refresh now would let the guard move on before 'Perfil completo!' is read. A refusal is said and
 * the wizard still ends: the profile is saved, and the exam can be chosen again in the profile.
 */
export function useSaveWizardExam() {
  const editais = useEditais();
  const setExam = useMutation({
    mutationFn: setUserEdital,
  });

  return async (examId: string, sex: 'M' | 'F') => {
    const exam = editais.data?.find((entry) => entry.id === examId);
    if (examId === '' || (exam && !gradesSex(exam, sex))) return;
    try {
      await setExam.mutateAsync(examId);
    } catch (error) {
      toast.error('Não foi possível salvar o seu concurso', {
        description: `${errorMessage(error)} Escolha-o de novo no seu perfil.`,
      });
    }
  };
}
