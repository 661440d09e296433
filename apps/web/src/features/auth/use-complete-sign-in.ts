import { postLoginPath } from '@prontidao/domain/navigation/resolve-redirect';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { authContextQuery } from '@/hooks/use-auth-context';
import { intentRole } from '@/lib/local-auth-storage';
import { rpc } from '@/lib/rpc';

/**
 * After a successful sign-in: apply the stored intent role once (then forget it), read who we
 * are, and go where the navigation rules say (the redirect parameter when safe).
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    const intent = intentRole.get();
    if (intent && intent !== 'admin') await rpc('set_user_role', { new_role: intent });
    intentRole.clear();
    const account = await queryClient.fetchQuery({ ...authContextQuery, staleTime: 0 });
    if (!account) throw new Error('Erro ao verificar perfil do usuário');
    const to = postLoginPath(
      {
        role: account.role,
        profileComplete: account.profile_complete,
        hasProfileData: account.has_profile_data,
      },
      params.get('redirect'),
    );
    navigate(to, { replace: true });
  };
}
