import type { UpdateProfileInput } from '@prontidao/domain/profile/profile-schema';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useUpdateProfile } from '@/lib/queries/profile';
import { queryKeys } from '@/lib/queries/query-keys';
import { useSaveWizardExam } from './use-save-wizard-exam';
import type { WizardDraftStore } from './wizard-draft';

export const REDIRECT_DELAY_MS = 1500;

/** The nickname's own message when the server refused it (taken, or invalid). */
const nicknameErrorOf = (error: Error): string | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'NICKNAME_TAKEN') return error.message;
  return error.issues.find((issue) => issue.path === 'p_nickname')?.message;
};

interface SaveWizardProfileOptions {
  drafts: WizardDraftStore | null;
  /** Set once the profile is saved: from then on no draft is written. */
  isSavedRef: RefObject<boolean>;
  /** The server refused the nickname, with this message. */
  onNicknameRefused: (message: string) => void;
}

/**
 * Saving the wizard's profile, then the exam chosen in it: on success the draft goes and, after a
 * moment to read 'Perfil completo!', the candidate's dashboard; on failure the error, on the
 * nickname when it is that.
 */
export function useSaveWizardProfile({ drafts, isSavedRef, onNicknameRefused }: SaveWizardProfileOptions) {
  const navigate = useNavigate();
  const update = useUpdateProfile({ refreshAuthContext: false });
  const queryClient = useQueryClient();
  const saveExam = useSaveWizardExam();
  const [isSaved, setSaved] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  // Gone while the exam was being saved (the person left): the guard learns the profile is complete,
  // and no page that is no longer shown redirects.
  const isGone = useRef(false);
  useEffect(() => {
    isGone.current = false;
    return () => {
      isGone.current = true;
      window.clearTimeout(redirectTimer.current);
    };
  }, []);

  const save = (input: UpdateProfileInput, examId: string) =>
    update.mutate(input, {
      onSuccess: async () => {
        isSavedRef.current = true;
        setSaved(true);
        drafts?.clear();
        await saveExam(examId, input.p_sexo);
        if (isGone.current) return queryClient.invalidateQueries({ queryKey: queryKeys.authContext });
        toast.success('Perfil completo!', { description: 'Bem-vindo à Prontidão. Vamos treinar!' });
        redirectTimer.current = window.setTimeout(async () => {
          await queryClient.invalidateQueries({ queryKey: queryKeys.authContext });
          navigate(paths.candidate.dashboard, { replace: true });
        }, REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        toast.error('Erro ao salvar perfil', { description: error.message || 'Erro desconhecido' });
        const message = nicknameErrorOf(error);
        if (message) onNicknameRefused(message);
      },
    });

  return { save, isSaving: update.isPending || isSaved };
}
