import { postLoginPath, safeRedirectTarget } from '@prontidao/domain/navigation/resolve-redirect';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { intentRole } from '@/lib/local-auth-storage';
import { authContextQuery } from '@/lib/queries/auth-context';
import { queryKeys } from '@/lib/queries/query-keys';

const CALLBACK_DELAY_MS = 900;

/** Reads token_hash and type from the query or the hash (older links put them after '#'). */
function readLinkParams(search: string, hash: string) {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const get = (key: string) => query.get(key) ?? fragment.get(key);
  return {
    token: get('token_hash') ?? get('token'),
    type: get('type'),
    redirectTo: get('redirect_to'),
    // A trainer's link (portal=treinador) leads back to the trainer portal.
    loginPath: get('portal') === 'treinador' ? paths.trainerAuth : paths.auth,
  };
}

/**
 * The e-mail link this page was opened from: its token and type, the confirmation of the address,
 * and where it leads next (the signed-in account's first page, the admin's callback, or the login).
 */
export function useEmailLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const { token, type, redirectTo, loginPath: portal } = readLinkParams(location.search, location.hash);
  // Signing in after confirming leads back where the sign-up started (an invite link).
  const back = safeRedirectTarget(redirectTo);
  const loginPath = back ? `${portal}?redirect=${encodeURIComponent(back)}` : portal;
  const isCallback = location.pathname === paths.authCallback;
  const isRecovery = type === 'recovery';
  const verify = useQuery({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: () => authClient.verifyEmail(token ?? ''),
    enabled: Boolean(token) && !isRecovery,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const signedIn = useSignedInAccount(token, verify.isSuccess && !isCallback, back);

  useEffect(() => {
    if (!isCallback || !verify.isSuccess) return;
    const id = setTimeout(
      () => navigate(safeRedirectTarget(redirectTo) ?? paths.adminDashboard, { replace: true }),
      CALLBACK_DELAY_MS,
    );
    return () => clearTimeout(id);
  }, [isCallback, verify.isSuccess, redirectTo, navigate]);

  return {
    pathname: location.pathname,
    token,
    type,
    loginPath,
    isCallback,
    isRecovery,
    verify,
    /** Confirmed, and signing in or on the way to the account's first page. */
    isEntering: verify.isSuccess && !isCallback && (signedIn.isPending || Boolean(signedIn.data)),
  };
}

/**
 * The link signed this browser in (the first time it is opened): on to onboarding, or back to
 * where the sign-up started (an invite). Opened again, it signs nobody in: 'Ir para o login'.
 */
function useSignedInAccount(token: string | null, enabled: boolean, back: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = useQuery({
    queryKey: [...queryKeys.verifyEmail(token), 'account'],
    queryFn: () => queryClient.fetchQuery({ ...authContextQuery, staleTime: 0 }),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const account = signedIn.data;
  useEffect(() => {
    if (!account) return;
    intentRole.clear();
    const to = postLoginPath(
      {
        role: account.role,
        profileComplete: account.profile_complete,
        hasProfileData: account.has_profile_data,
        roleIntent: account.role_intent,
      },
      back,
    );
    navigate(to, { replace: true });
  }, [account, back, navigate]);
  return signedIn;
}
