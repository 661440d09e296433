import { postLoginPath, safeRedirectTarget } from '@prontidao/domain/navigation/resolve-redirect';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { authClient } from '@/lib/auth-client';
import { intentRole } from '@/lib/local-auth-storage';
import { authContextQuery } from '@/lib/queries/auth-context';
import { queryKeys } from '@/lib/queries/query-keys';
import { AuthShell } from './auth-shell';
import { ResetPasswordForm } from './reset-password-form';

const CALLBACK_DELAY_MS = 900;

const VERIFY_STATUS = { pending: 'verificando', success: 'confirmado', error: 'falhou' } as const;

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
 * /auth/confirm, /auth/callback, /auth/confirm-or-callback, /auth/verify: the e-mail links.
 * A sign-up link confirms the address; a recovery link asks for the new password.
 */
export default function AuthLinkPage() {
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

  // The link signed this browser in (the first time it is opened): on to onboarding, or back to
  // where the sign-up started (an invite). Opened again, it signs nobody in: 'Ir para o login'.
  const queryClient = useQueryClient();
  const signedIn = useQuery({
    queryKey: [...queryKeys.verifyEmail(token), 'account'],
    queryFn: () => queryClient.fetchQuery({ ...authContextQuery, staleTime: 0 }),
    enabled: verify.isSuccess && !isCallback,
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

  useEffect(() => {
    if (!isCallback || !verify.isSuccess) return;
    const id = setTimeout(
      () => navigate(safeRedirectTarget(redirectTo) ?? paths.adminDashboard, { replace: true }),
      CALLBACK_DELAY_MS,
    );
    return () => clearTimeout(id);
  }, [isCallback, verify.isSuccess, redirectTo, navigate]);

  const debug = (
    <details className="text-muted-foreground text-xs">
      <summary className="cursor-pointer">Detalhes técnicos</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>Página</dt>
        <dd>{location.pathname}</dd>
        <dt>Tipo</dt>
        <dd>{type ?? '—'}</dd>
        <dt>Token</dt>
        <dd>{token ? `${token.slice(0, 6)}… (${token.length} caracteres)` : 'ausente'}</dd>
        <dt>Situação</dt>
        <dd>{isRecovery ? 'recuperação' : VERIFY_STATUS[verify.status]}</dd>
      </dl>
    </details>
  );
  const backToLogin = (
    <Button asChild variant="outline">
      <Link to={loginPath}>Voltar para o login</Link>
    </Button>
  );

  if (!token || !type) {
    return (
      <AuthShell
        title="Parâmetros ausentes"
        description="O link está incompleto. Abra-o de novo a partir do e-mail."
      >
        {backToLogin}
        {debug}
      </AuthShell>
    );
  }
  if (isRecovery) {
    return (
      <AuthShell title="Criar nova senha" description="Escolha uma senha forte para sua conta.">
        <ResetPasswordForm token={token} />
        {backToLogin}
        {debug}
      </AuthShell>
    );
  }
  if (verify.isPending || (verify.isSuccess && !isCallback && (signedIn.isPending || account))) {
    const confirmed = verify.isSuccess;
    return (
      <AuthShell
        title={confirmed ? 'E-mail confirmado!' : 'Confirmando seu e-mail'}
        description={confirmed ? 'Entrando na sua conta...' : 'Só um instante...'}
      >
        <Spinner size="lg" label={confirmed ? 'Entrando...' : 'Confirmando...'} />
      </AuthShell>
    );
  }
  if (verify.isError) {
    return (
      <AuthShell
        title="Link inválido ou expirado"
        description="Peça um novo link na tela de login (Reenviar e-mail de confirmação)."
      >
        <XCircle aria-hidden="true" className="mx-auto size-12 text-destructive" />
        {backToLogin}
        {debug}
      </AuthShell>
    );
  }
  return (
    <AuthShell title="E-mail confirmado!" description="Sua conta está ativa. Entre com seu e-mail e senha.">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
      {isCallback ? <p className="text-center text-sm">Redirecionando...</p> : null}
      <Button asChild size="lg">
        <Link to={loginPath}>Ir para o login</Link>
      </Button>
      {debug}
    </AuthShell>
  );
}
