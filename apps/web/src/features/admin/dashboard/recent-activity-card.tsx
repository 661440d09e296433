import { formatDateTime } from '@prontidao/domain/format/date';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { type AuditEntry, auditLogQuery } from '../api/dashboard-queries';
import { formatRelativeTime } from '../relative-time';

/** The audit log, newest first: role and plan changes, CREF decisions, edital imports, admin sign-ins. */
export function RecentActivityCard() {
  const log = useInfiniteQuery(auditLogQuery);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Atividade recente</h2>
        </CardTitle>
        <CardDescription>O que os administradores fizeram, do mais novo ao mais antigo.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {log.isPending ? (
          <div className="grid gap-2" role="status">
            <span className="sr-only">Carregando atividades…</span>
            {['a', 'b', 'c'].map((id) => (
              <Skeleton key={id} className="h-12" />
            ))}
          </div>
        ) : log.isError && items.length === 0 ? (
          <div className="grid justify-items-start gap-3">
            <Alert variant="destructive">
              <AlertTitle>Não foi possível carregar a atividade recente.</AlertTitle>
              <AlertDescription>{errorMessage(log.error)}</AlertDescription>
            </Alert>
            <Button variant="outline" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching}>
              Tentar novamente
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma atividade registrada ainda.</p>
        ) : (
          <>
            <ol className="grid gap-2" aria-label="Atividades">
              {items.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </ol>
            {log.isFetchNextPageError ? (
              <p role="alert" className="text-destructive-subtle-foreground text-sm">
                {errorMessage(log.error)}
              </p>
            ) : null}
            {log.hasNextPage ? (
              <Button
                variant="outline"
                className="justify-self-center"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const absolute = formatDateTime(entry.created_at);
  return (
    <li className="grid min-w-0 gap-0.5 border-b pb-2 last:border-b-0">
      <p className="break-words text-sm">{entry.message}</p>
      <p className="text-muted-foreground text-xs">
        <time dateTime={entry.created_at} title={absolute}>
          {formatRelativeTime(entry.created_at)}
        </time>{' '}
        · {absolute}
      </p>
    </li>
  );
}
