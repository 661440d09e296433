import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AuthShell } from './auth-shell';
import { ResetPasswordForm } from './reset-password-form';
import { useEmailLink } from './use-email-link';

const VERIFY_STATUS = { pending: 'verificando', success: 'confirmado', error: 'falhou' } as const;

/**
 * /auth/confirm, /auth/callback, /auth/confirm-or-callback, /auth/verify: the e-mail links.
 * A sign-up link confirms the address; a recovery link asks for the new password.
 */
export default function AuthLinkPage() {
  const { pathname, token, type, loginPath, isCallback, isRecovery, verify, isEntering } = useEmailLink();
  const debug = (
    <LinkDetails
      pathname={pathname}
      type={type}
      token={token}
      status={isRecovery ? 'recuperação' : VERIFY_STATUS[verify.status]}
    />
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
  if (verify.isPending || isEntering) {
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

/** 'Detalhes técnicos': what the page read from the link, for whoever helps the person. */
function LinkDetails({
  pathname,
  type,
  token,
  status,
}: {
  pathname: string;
  type: string | null;
  token: string | null;
  status: string;
}) {
  return (
    <details className="text-muted-foreground text-xs">
      <summary className="cursor-pointer">Detalhes técnicos</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>Página</dt>
        <dd>{pathname}</dd>
        <dt>Tipo</dt>
        <dd>{type ?? '—'}</dd>
        <dt>Token</dt>
        <dd>{token ? `${token.slice(0, 6)}… (${token.length} caracteres)` : 'ausente'}</dd>
        <dt>Situação</dt>
        <dd>{status}</dd>
      </dl>
    </details>
  );
}
