import { formatNumber } from '@prontidao/domain/format/number';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileArchive, Loader2, RotateCcw } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { type DataExport, dataExportsQuery, requestDataExport } from './api/data-rights';

// 'Exportar meus dados' (LGPD art. 18): one click asks the server for a ZIP of everything it keeps
// about the person; a job prepares it, the card reads the list again every few seconds meanwhile,
// then offers 'Baixar' until the link expires (24 hours; the link is mailed too).

export type { DataExport } from './api/data-rights';

/** How often the list is read again while an export is being prepared. */
export const EXPORT_POLL_MS = 3000;
const SHOWN = 5;

const isPending = (list: DataExport[] | undefined) => !!list?.some((e) => e.status === 'pendente');

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const formatWhen = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${formatNumber(bytes / (1024 * 1024), { maxDecimals: 1 })} MB`;
}

function statusText(item: DataExport): string {
  if (item.status === 'pendente') return 'Preparando…';
  if (item.status === 'falhou') return 'Falhou';
  if (item.expired || !item.download_url) return 'Expirado';
  return `Pronto · disponível até ${formatWhen(item.expires_at)}`;
}

function DownloadLink({ item, label }: { item: DataExport; label?: string }) {
  if (!item.download_url) return null;
  return (
    <Button asChild size="sm">
      <a href={item.download_url} download aria-label={label}>
        <Download aria-hidden="true" />
        Baixar
      </a>
    </Button>
  );
}

/** The newest export, said plainly: preparing, ready with 'Baixar', failed with a retry, or expired. */
function Latest({ item, onRetry, retrying }: { item: DataExport; onRetry: () => void; retrying: boolean }) {
  if (item.status === 'pendente') {
    return (
      <Alert>
        <Loader2 className="animate-spin" aria-hidden="true" />
        <AlertDescription>
          <p>
            Preparando seus dados… Isso pode levar alguns minutos. Avisaremos por e-mail quando estiver
            pronto.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (item.status === 'falhou') {
    return (
      <Alert variant="destructive">
        <AlertDescription className="gap-2">
          <p>Não foi possível preparar seus dados. Tente novamente.</p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={onRetry}
            disabled={retrying}
          >
            <RotateCcw aria-hidden="true" />
            Tentar novamente
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!item.download_url) {
    return (
      <p className="text-pretty text-muted-foreground">
        O link da sua última exportação expirou. Peça uma nova quando quiser.
      </p>
    );
  }
  return (
    <Alert variant="success">
      <AlertDescription className="gap-2">
        <p className="text-pretty">
          Seus dados estão prontos. O link vale até {formatWhen(item.expires_at)} e também foi enviado por
          e-mail.
        </p>
        <div className="justify-self-start">
          <DownloadLink item={item} />
        </div>
      </AlertDescription>
    </Alert>
  );
}

function RecentList({ items }: { items: DataExport[] }) {
  return (
    <section aria-labelledby="exportacoes-recentes" className="grid gap-2">
      <h4 id="exportacoes-recentes" className="font-medium text-sm">
        Exportações recentes
      </h4>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium tabular-nums">Pedida em {formatWhen(item.created_at)}</span>
              <span className="break-words text-muted-foreground">
                {statusText(item)}
                {item.download_url && item.size_bytes !== null ? ` · ${formatSize(item.size_bytes)}` : null}
              </span>
            </div>
            <DownloadLink
              item={item}
              label={`Baixar a exportação pedida em ${formatWhen(item.created_at)}`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ExportCard() {
  const queryClient = useQueryClient();
  const exports = useQuery({
    ...dataExportsQuery,
    refetchInterval: (query) => (isPending(query.state.data) ? EXPORT_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: requestDataExport,
    onSuccess: (created) => {
      queryClient.setQueryData(dataExportsQuery.queryKey, (list: DataExport[] | undefined) => [
        created,
        ...(list ?? []).filter((e) => e.id !== created.id),
      ]);
    },
  });
  const list = exports.data ?? [];
  const latest = list[0];
  const preparing = isPending(list) || request.isPending;

  return (
    <Card role="region" aria-labelledby="exportar-dados-titulo">
      <CardHeader>
        <div className="flex items-center gap-2">
          <FileArchive className="size-5 text-primary" aria-hidden="true" />
          <CardTitle asChild>
            <h3 id="exportar-dados-titulo">Exportar meus dados</h3>
          </CardTitle>
        </div>
        <CardDescription className="text-pretty">
          Receba uma cópia de tudo o que a Prontidão guarda sobre você: perfil, simulações, treinos (com as
          rotas em GPX), moedas, vínculos com treinadores e consentimentos. O arquivo (ZIP) fica disponível
          por 24 horas e só pode ser baixado com a sua conta.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <Button className="justify-self-start" onClick={() => request.mutate()} disabled={preparing}>
          {preparing ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          {preparing ? 'Preparando…' : 'Exportar meus dados'}
        </Button>
        {request.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(request.error)}</AlertDescription>
          </Alert>
        ) : null}
        {exports.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {exports.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              Não foi possível carregar suas exportações. {errorMessage(exports.error)}
            </AlertDescription>
          </Alert>
        ) : null}
        {latest ? (
          <Latest item={latest} onRetry={() => request.mutate()} retrying={request.isPending} />
        ) : null}
        {list.length > 0 ? <RecentList items={list.slice(0, SHOWN)} /> : null}
      </CardContent>
    </Card>
  );
}
