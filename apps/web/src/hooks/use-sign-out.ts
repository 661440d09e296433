import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from '@/lib/auth-client';
import { clearLocalAuthEntries } from '@/lib/local-auth-storage';
import { queryKeys } from '@/lib/queries/query-keys';

/** Sign-out everywhere (the server revokes every session), forget local state, go home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await authClient.signOut();
    } catch {
      // sonner loads only for this error: it stays off the first screen of every page.
      const { toast } = await import('sonner');
      toast.error('Erro ao sair', { description: 'Houve um problema ao fazer logout' });
      return;
    }
    clearLocalAuthEntries();
    queryClient.clear();
    queryClient.setQueryData(queryKeys.authContext, null);
    navigate('/', { replace: true });
  };
}
