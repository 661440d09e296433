import { homeFor } from '@prontidao/domain/navigation/routes';
import { INVITE_SUCCESS } from '@prontidao/domain/trainers/invite-status';
import { CheckCircle2, Link2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuthContext } from '@/hooks/use-auth-context';
import { type InvitePhase, useAcceptInvite } from './api/use-accept-invite';
import { InviteInfoCard } from './invite-info-card';

/** After accepting, the student lands on their dashboard (spec §9: invite redirect 3 s). */
export const INVITE_REDIRECT_MS = 3000;

const TITLES: Record<InvitePhase['kind'], string> = {
  idle: 'Vincular ao Treinador',
  loading: 'Validando Convite',
  success: 'Convite Aceito',
  error: 'Erro no Convite',
};

/** /join and /join-by-token: accepts the trainer's invite in the `token` query parameter on open. */
export default function JoinPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = params.get('token');
  const auth = useAuthContext();
  const isSignedOut = auth.isError || (auth.isSuccess && !auth.data);
  const phase = useAcceptInvite(token, Boolean(auth.data));
  const here = location.pathname + location.search;
  const signInPath = `${paths.auth}?redirect=${encodeURIComponent(here)}`;

  const title = useRef<HTMLHeadingElement>(null);
  const shownKind = useRef(phase.kind);
  useEffect(() => {
    if (shownKind.current === phase.kind) return;
    shownKind.current = phase.kind;
    title.current?.focus();
  }, [phase.kind]);

  const isSuccess = phase.kind === 'success';
  useEffect(() => {
    if (!isSuccess) return;
    const id = window.setTimeout(
      () => navigate(paths.candidate.dashboard, { replace: true }),
      INVITE_REDIRECT_MS,
    );
    return () => window.clearTimeout(id);
  }, [isSuccess, navigate]);

  // The guard sends signed-out visitors to the login first; this covers a session lost meanwhile.
  if (token && isSignedOut) return <Navigate to={signInPath} replace />;

  const home = auth.data ? homeFor(auth.data.role) : paths.candidate.dashboard;

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <Card>
        <CardHeader className="items-center text-center">
          <PhaseIcon kind={phase.kind} />
          <h1
            ref={title}
            tabIndex={-1}
            className="text-balance font-bold text-2xl tracking-tight outline-hidden sm:text-3xl"
          >
            {TITLES[phase.kind]}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4 text-center">
          <PhaseMessage phase={phase} />
          {phase.kind === 'success' ? (
            <>
              <p className="text-muted-foreground text-sm">
                Você será redirecionado ao dashboard em instantes.
              </p>
              <Button size="lg" onClick={() => navigate(paths.candidate.dashboard, { replace: true })}>
                Ir para o dashboard
              </Button>
            </>
          ) : null}
          {phase.kind === 'error' ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
              {phase.needsSignIn ? (
                <Button asChild size="lg">
                  <Link to={signInPath}>Entrar</Link>
                </Button>
              ) : null}
              <Button asChild size="lg" variant={phase.needsSignIn ? 'outline' : 'default'}>
                <Link to={home}>Voltar ao dashboard</Link>
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <InviteInfoCard />
    </div>
  );
}

function PhaseMessage({ phase }: { phase: InvitePhase }) {
  if (phase.kind === 'error') {
    return (
      <p role="alert" className="text-pretty font-medium text-destructive">
        {phase.message}
      </p>
    );
  }
  const text =
    phase.kind === 'success'
      ? INVITE_SUCCESS
      : phase.kind === 'loading'
        ? 'Aguarde enquanto validamos o seu convite...'
        : 'Preparando o vínculo com o seu treinador...';
  return (
    <p role="status" className="text-pretty">
      {text}
      {phase.kind === 'success' && phase.trainerName ? (
        <span className="block text-muted-foreground text-sm [overflow-wrap:anywhere]">
          Treinador: {phase.trainerName}
        </span>
      ) : null}
    </p>
  );
}

function PhaseIcon({ kind }: { kind: InvitePhase['kind'] }) {
  const className = 'size-12';
  if (kind === 'success') return <CheckCircle2 aria-hidden="true" className={`${className} text-success`} />;
  if (kind === 'error') return <XCircle aria-hidden="true" className={`${className} text-destructive`} />;
  if (kind === 'loading') {
    return <Loader2 aria-hidden="true" className={`${className} animate-spin text-primary`} />;
  }
  return <Link2 aria-hidden="true" className={`${className} text-primary`} />;
}
