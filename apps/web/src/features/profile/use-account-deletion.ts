import { formatDateTime } from '@prontidao/domain/format/date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { authClient } from '@/lib/auth-client';
import { clearLocalAuthEntries } from '@/lib/local-auth-storage';
import { queryKeys } from '@/lib/queries/query-keys';
import { requestAccountDeletion } from './api/data-rights';

/** What the person types to confirm; the server checks the same phrase (deletion.service.ts). */
export const DELETION_PHRASE = 'EXCLUIR MINHA CONTA';

/**
 * The request to delete the account: the password and the phrase typed, their errors, and on
 * success this browser signed out and sent to the login with the date the account goes.
 */
export function useAccountDeletion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [phrase, setPhrase] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const phraseMatches = phrase.trim() === DELETION_PHRASE;

  const request = useMutation({
    mutationFn: () => requestAccountDeletion({ password, confirmation: phrase }),
    onSuccess: async ({ due_at }) => {
      // The server already ended every session; this clears the cookie of this browser.
      await authClient.signOut().catch(() => {});
      clearLocalAuthEntries();
      queryClient.clear();
      queryClient.setQueryData(queryKeys.authContext, null);
      toast.success('Exclusão da conta agendada', {
        description: `Sua conta será excluída em ${formatDateTime(due_at)}. Mudou de ideia? Basta entrar de novo até lá.`,
        duration: 20_000,
      });
      navigate(paths.auth, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        setPasswordError('Senha incorreta.');
        return;
      }
      setFormError(errorMessage(error, 'Não foi possível pedir a exclusão. Tente novamente.'));
    },
  });

  const reset = () => {
    setPassword('');
    setPhrase('');
    setPasswordError(null);
    setFormError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(password ? null : 'Informe sua senha.');
    setFormError(null);
    if (!password || !phraseMatches) return;
    request.mutate();
  };

  const changePassword = (next: string) => {
    setPassword(next);
    setPasswordError(null);
  };

  return {
    password,
    phrase,
    passwordError,
    formError,
    phraseMatches,
    isPending: request.isPending,
    changePassword,
    changePhrase: setPhrase,
    reset,
    submit,
  };
}
