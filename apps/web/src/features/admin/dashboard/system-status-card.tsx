import { formatDateTime } from '@prontidao/domain/format/date';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { type SystemCheck, systemStatusQuery } from '../api/dashboard-queries';

/** Each status has an icon and a word: colour is never the only signal. */
const STATUS = {
  ok: { text: 'Operacional', Icon: CircleCheck, tone: 'text-success-subtle-foreground' },
  warning: { text: 'Atenção', Icon: CircleAlert, tone: 'text-warning-subtle-foreground' },
  error: { text: 'Falha', Icon: CircleX, tone: 'text-destructive-subtle-foreground' },
} as const;

/** Live checks of the database, sign-in, mail, jobs, tracker and payments, with a manual refresh. */
export function SystemStatusCard() {
  const status = useQuery(systemStatusQuery);
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>Status do sistema</h2>
          </CardTitle>
          <CardDescription>
            {status.data
              ? `Verificado em ${formatDateTime(status.data.checked_at)}.`
              : 'Verificações ao vivo.'}
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          aria-describedby="system-status-progress"
        >
          <RefreshCw aria-hidden="true" className={cn(status.isFetching && 'animate-spin')} />
          Verificar agora
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p id="system-status-progress" role="status" className="sr-only">
          {status.isFetching ? 'Verificando o sistema…' : ''}
        </p>
        {status.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Não foi possível verificar o sistema.</AlertTitle>
            <AlertDescription>{errorMessage(status.error)}</AlertDescription>
          </Alert>
        ) : status.data ? (
          <ul className="grid gap-2" aria-label="Verificações">
            {status.data.checks.map((check) => (
              <CheckRow key={check.key} check={check} />
            ))}
          </ul>
        ) : (
          <div className="grid gap-2">
            {['a', 'b', 'c', 'd'].map((id) => (
              <Skeleton key={id} className="h-12" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function CheckRow({ check }: { check: SystemCheck }) {
  const { text, Icon, tone } = STATUS[check.status];
  return (
    <li data-testid={`check-${check.key}`} className="flex min-w-0 items-start gap-3 rounded-md border p-3">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone)} />
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">
          {check.label}: <span className={tone}>{text}</span>
        </p>
        <p className="break-words text-muted-foreground text-sm">{check.detail}</p>
      </div>
    </li>
  );
}
