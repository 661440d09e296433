import { postLoginPath } from '@prontidao/domain/navigation/resolve-redirect';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { intentRole } from '@/lib/local-auth-storage';
import { authContextQuery } from '@/lib/queries/auth-context';

/**
 * After a successful sign-in: read who we are and go where the navigation rules say (the redirect
 * parameter when safe). Signing in never changes a role: the server recorded the account's intent
 * at sign-up; the browser's stored intent (landing page) is only forgotten.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    intentRole.clear();
    const account = await queryClient.fetchQuery({ ...authContextQuery, staleTime: 0 });
    if (!account) throw new Error('Erro ao verificar perfil do usuário');
    const to = postLoginPath(
      {
        role: account.role,
        profileComplete: account.profile_complete,
        hasProfileData: account.has_profile_data,
        roleIntent: account.role_intent,
      },
      params.get('redirect'),
    );
    navigate(to, { replace: true });
  };
}
