import { ExternalLink, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  type AuthorizeLink,
  exchangeCommandOf,
  useAuthorizeLink,
  useNewAuthorizeLink,
} from './api/authorize-link';
import { OAUTH_STATE_FAILED, URL_FAILED } from './tracker-messages';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-mono text-sm break-all">{value}</dd>
    </div>
  );
}

function Diagnostics({ link }: { link: AuthorizeLink }) {
  const renew = useNewAuthorizeLink();
  // Strava asks for the domain alone: no scheme, no port.
  const host = new URL(link.redirect_uri).hostname;
  const state = new URL(link.url).searchParams.get('state') ?? '';
  const onRenew = () =>
    renew.mutate(undefined, { onError: () => toast.error('Erro', { description: URL_FAILED }) });
  return (
    <>
      <Card role="region" aria-labelledby="config-titulo">
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle asChild>
              <h2 id="config-titulo">Configuração</h2>
            </CardTitle>
            {link.stand_in ? <Badge variant="warning">Provedor de teste embutido</Badge> : null}
          </div>
          {link.stand_in ? (
            <CardDescription>
              Sem credenciais do Strava, o servidor usa um provedor de teste que fala o mesmo protocolo.
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            <Field label="Client ID" value={link.client_id} />
            <Field label="Endereço de retorno (redirect_uri)" value={link.redirect_uri} />
            <Field label="Escopo" value={link.scope} />
            <Field label="Estado (state) emitido pelo servidor" value={state} />
          </dl>
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="link-titulo">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="link-titulo">Link de autorização</h2>
          </CardTitle>
          <CardDescription>
            Cada link vale uma vez, só para você, por 10 minutos. Gere outro para tentar de novo.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="rounded-md bg-muted p-3 font-mono text-xs break-all">{link.url}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Abrir autorização
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </Button>
            <Button variant="outline" onClick={onRenew} disabled={renew.isPending}>
              <RotateCw aria-hidden="true" />
              Gerar novo link
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="troca-titulo">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="troca-titulo">Troca manual do código</h2>
          </CardTitle>
          <CardDescription>
            Depois de autorizar, copie o parâmetro code do endereço de retorno e troque-o por tokens:
          </CardDescription>
        </CardHeader>
        <CardContent>
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe). */}
          <pre
            className="overflow-x-auto rounded-md bg-muted p-3 text-xs focus-visible:outline-2 focus-visible:outline-ring"
            data-testid="exchange-command"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            <code>{exchangeCommandOf(link)}</code>
          </pre>
        </CardContent>
      </Card>
      <Alert>
        <AlertTitle>Domínio de retorno</AlertTitle>
        <AlertDescription>
          <p>
            Nas configurações do aplicativo no Strava (strava.com/settings/api), o campo "Authorization
            Callback Domain" deve ser o domínio deste app: <strong className="font-mono">{host}</strong>. Sem
            isso o Strava recusa o endereço de retorno.
          </p>
        </AlertDescription>
      </Alert>
    </>
  );
}

/** /strava-test: what the server sends Strava, a fresh authorisation link and the manual exchange. */
export default function StravaTestPage() {
  const link = useAuthorizeLink();
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Diagnóstico Strava</h1>
        <p className="text-pretty text-muted-foreground">
          Confira a configuração da integração e teste a autorização passo a passo.
        </p>
      </header>
      {link.isPending ? (
        <Skeleton className="h-64" aria-hidden="true" />
      ) : link.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{OAUTH_STATE_FAILED}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <span>{link.error.message || URL_FAILED}</span>
            <Button variant="outline" size="sm" className="w-fit" onClick={() => void link.refetch()}>
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Diagnostics link={link.data} />
      )}
    </div>
  );
}
