import { Activity, Link2, Loader2, Unplug } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { TrackerStatus } from './api/tracker-status';
import { useConnectStrava } from './api/use-connect-strava';
import { useDisconnectStrava } from './api/use-disconnect-strava';
import { formatStart } from './format-recent-activity';

function Connected({ status }: { status: TrackerStatus }) {
  const disconnect = useDisconnectStrava();
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid gap-1">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">ID do atleta:</dt>
          <dd className="font-medium tabular-nums">{status.athlete_id ?? '—'}</dd>
        </div>
        {status.last_sync_at ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Última sincronização:</dt>
            <dd className="font-medium tabular-nums">{formatStart(status.last_sync_at)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-pretty">Suas corridas e natações do Strava são importadas automaticamente.</p>
      <p className="text-pretty text-muted-foreground">
        Usa relógio Garmin? No app Garmin Connect, ative a sincronização com o Strava (Configurações →
        Aplicativos parceiros → Strava) para que seus treinos cheguem aqui.
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => disconnect.mutate()}
        disabled={disconnect.isPending}
      >
        {disconnect.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Unplug aria-hidden="true" />
        )}
        {disconnect.isPending ? 'Desconectando...' : 'Desconectar'}
      </Button>
    </div>
  );
}

function NotConnected() {
  const { connect, isConnecting } = useConnectStrava();
  return (
    <div className="grid gap-3 text-sm">
      <p className="text-pretty">
        Conecte sua conta do Strava: suas corridas e natações entram no histórico e rendem moedas. A
        autorização abre em uma nova aba.
      </p>
      <Button className="justify-self-start" onClick={() => void connect()} disabled={isConnecting}>
        {isConnecting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Link2 aria-hidden="true" />
        )}
        {isConnecting ? 'Conectando...' : 'Conectar'}
      </Button>
    </div>
  );
}

/** Strava: 'Conectado' with the athlete and a way out, or 'Não conectado' with 'Conectar'. */
export function ConnectionCard({ status }: { status: TrackerStatus | undefined }) {
  return (
    <Card aria-labelledby="strava-titulo" role="region">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Activity className="size-5 text-primary" aria-hidden="true" />
            <CardTitle asChild>
              <h2 id="strava-titulo">Strava</h2>
            </CardTitle>
          </div>
          {status ? (
            <Badge variant={status.is_connected ? 'success' : 'secondary'} data-testid="strava-badge">
              {status.is_connected ? 'Conectado' : 'Não conectado'}
            </Badge>
          ) : null}
        </div>
        <CardDescription>Importe corridas e natações registradas no Strava.</CardDescription>
      </CardHeader>
      <CardContent>
        {!status ? (
          <Skeleton className="h-20" aria-hidden="true" />
        ) : status.is_connected ? (
          <Connected status={status} />
        ) : (
          <NotConnected />
        )}
      </CardContent>
    </Card>
  );
}
