import {
  INVITE_FALLBACK,
  INVITE_MISSING_TOKEN,
  inviteErrorMessage,
} from '@prontidao/domain/trainers/invite-status';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import { rpc } from '@/lib/rpc';

export type InvitePhase =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'success'; trainerName: string | null }
  | { kind: 'error'; message: string; needsSignIn: boolean };

/**
 * Accepts the invite once the session is known: one call per page, even when React runs the effect
 * twice (StrictMode) or the session query refetches.
 */
export function useAcceptInvite(token: string | null, isSignedIn: boolean): InvitePhase {
  const accept = useMutation({
    mutationFn: (p_token: string) => rpc('accept_trainer_invite', { p_token }),
    onSuccess: (answer) => {
      if (answer.status === 'approved') toast.success('Convite aceito');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      toast.error('Erro ao aceitar convite', { description: INVITE_FALLBACK });
    },
  });
  const { mutate } = accept;
  const started = useRef(false);

  useEffect(() => {
    if (!token || !isSignedIn || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, isSignedIn, mutate]);

  if (!token) return { kind: 'error', message: INVITE_MISSING_TOKEN, needsSignIn: false };
  if (accept.isSuccess) {
    const { status, trainer_name } = accept.data;
    return status === 'approved'
      ? { kind: 'success', trainerName: trainer_name }
      : { kind: 'error', message: inviteErrorMessage(status), needsSignIn: status === 'not_authenticated' };
  }
  if (accept.isError) {
    const signedOut = accept.error instanceof ApiError && accept.error.status === 401;
    return signedOut
      ? { kind: 'error', message: inviteErrorMessage('not_authenticated'), needsSignIn: true }
      : { kind: 'error', message: INVITE_FALLBACK, needsSignIn: false };
  }
  return accept.isPending ? { kind: 'loading' } : { kind: 'idle' };
}
