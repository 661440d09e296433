import { homeFor } from '@prontidao/domain/navigation/routes';
import { TURMA_SHARES } from '@prontidao/domain/turmas/turma-join-status';
import { CheckCircle2, Loader2, ShieldCheck, Users, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuthContext } from '@/hooks/use-auth-context';
import { errorMessage } from '@/lib/api-error';
import { useJoinTurma, useTurmaPreview } from './api/turma-join';
import { type JoinPhase, joinPhase, MISSING_LINK, type TurmaFacts } from './join-phase';
import { tafDateText } from './turma-format';

const TITLES: Record<Exclude<JoinPhase['kind'], 'offer'>, string> = {
  loading: 'Abrindo o link da turma',
  joined: 'Você entrou na turma',
  refused: 'Link da turma',
  failed: 'Não foi possível abrir o link',
};

/** /turma/entrar?token=…: who invites to which turma and what they will see; the student approves. */
export default function JoinTurmaPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthContext();
  const isSignedOut = auth.isError || (auth.isSuccess && !auth.data);
  const preview = useTurmaPreview(token, Boolean(auth.data));
  const join = useJoinTurma();
  const phase = token ? joinPhase(preview, join) : null;
  const home = auth.data ? homeFor(auth.data.role) : paths.candidate.dashboard;

  const title = useRef<HTMLHeadingElement>(null);
  const shownKind = useRef(phase?.kind);
  useEffect(() => {
    if (shownKind.current === phase?.kind) return;
    shownKind.current = phase?.kind;
    title.current?.focus();
  }, [phase?.kind]);

  // The guard sends signed-out visitors to sign in first; this covers a session lost meanwhile.
  if (token && isSignedOut) {
    return (
      <Navigate
        to={`${paths.auth}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }

  const approve = () => {
    if (!token || join.isPending) return;
    join.mutate(token, {
      onSuccess: (answer) => {
        if (answer.status === 'joined') toast.success('Você entrou na turma');
      },
      onError: (error) => toast.error('Erro ao entrar na turma', { description: errorMessage(error) }),
    });
  };

  const heading =
    phase === null
      ? 'Link da turma'
      : phase.kind === 'offer'
        ? `Entrar na turma ${phase.turma.turma_name ?? ''}`.trim()
        : TITLES[phase.kind];

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <Card>
        <CardHeader className="items-center text-center">
          <PhaseIcon phase={phase} />
          <h1
            ref={title}
            tabIndex={-1}
            className="text-balance font-bold text-2xl tracking-tight outline-hidden [overflow-wrap:anywhere] sm:text-3xl"
          >
            {heading}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-5">
          {phase === null ? (
            <p role="alert" className="text-pretty text-center font-medium text-destructive">
              {MISSING_LINK}
            </p>
          ) : phase.kind === 'loading' ? (
            <p role="status" className="text-center">
              Aguarde enquanto abrimos o link da turma...
            </p>
          ) : phase.kind === 'offer' ? (
            <>
              <TurmaFactsList turma={phase.turma} />
              <SharesList />
              <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
                <Button size="lg" onClick={approve} disabled={join.isPending}>
                  {join.isPending ? 'Entrando...' : 'Aprovar e entrar'}
                </Button>
                <Button size="lg" variant="outline" onClick={() => navigate(home)} disabled={join.isPending}>
                  Agora não
                </Button>
              </div>
            </>
          ) : phase.kind === 'joined' ? (
            <>
              <p role="status" className="text-pretty text-center">
                {phase.turma.trainer_name
                  ? `Você faz parte da turma ${phase.turma.turma_name} de ${phase.turma.trainer_name}.`
                  : `Você faz parte da turma ${phase.turma.turma_name}.`}{' '}
                Seu treinador já acompanha seus treinos e simulados.
              </p>
              <Button asChild size="lg">
                <Link to={home}>Ir para o dashboard</Link>
              </Button>
            </>
          ) : (
            <>
              {phase.kind === 'refused' ? (
                <p
                  role={phase.status === 'already_member' ? 'status' : 'alert'}
                  className="text-pretty text-center font-medium"
                >
                  {phase.message}
                </p>
              ) : (
                <div className="grid justify-items-center gap-3" role="alert">
                  <p className="text-pretty text-center font-medium text-destructive">
                    Verifique sua conexão e tente de novo.
                  </p>
                  <Button
                    variant="outline"
                    onClick={() => void preview.refetch()}
                    disabled={preview.isFetching}
                  >
                    Tentar novamente
                  </Button>
                </div>
              )}
              <Button asChild size="lg" variant="outline">
                <Link to={home}>Voltar ao dashboard</Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function TurmaFactsList({ turma }: { turma: TurmaFacts }) {
  const taf = tafDateText(turma.taf_date);
  return (
    <dl className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm" data-testid="turma-preview">
      <Fact label="Treinador" value={turma.trainer_name ?? 'Treinador sem nome'} />
      <Fact label="Concurso" value={turma.exam?.short_name ?? 'Não definido'} />
      <Fact label="Data do TAF" value={taf ? taf.replace(/^TAF em /, '') : 'Não definida'} />
    </dl>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

function SharesList() {
  return (
    <section aria-labelledby="turma-compartilha-titulo" className="grid gap-2 text-sm">
      <h2 id="turma-compartilha-titulo" className="flex items-center gap-2 font-semibold text-base">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />O que o treinador verá
      </h2>
      <ul className="grid list-disc gap-1 ps-5">
        {TURMA_SHARES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="text-pretty text-muted-foreground">
        Você pode revogar o acesso quando quiser em{' '}
        <Link to={paths.candidate.profile} className="font-medium text-primary underline underline-offset-4">
          Meu Perfil
        </Link>
        , no cartão “Treinadores com acesso”, e sair da turma em “Minhas turmas”.
      </p>
    </section>
  );
}

function PhaseIcon({ phase }: { phase: JoinPhase | null }) {
  const className = 'size-12';
  const kind = phase?.kind ?? 'failed';
  const isMember = phase?.kind === 'refused' && phase.status === 'already_member';
  if (kind === 'joined' || isMember)
    return <CheckCircle2 aria-hidden="true" className={`${className} text-success`} />;
  if (kind === 'failed' || kind === 'refused')
    return <XCircle aria-hidden="true" className={`${className} text-destructive`} />;
  if (kind === 'loading')
    return <Loader2 aria-hidden="true" className={`${className} animate-spin text-primary`} />;
  return <Users aria-hidden="true" className={`${className} text-primary`} />;
}
