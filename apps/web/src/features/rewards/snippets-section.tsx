import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, RotateCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useKbSnippets } from '@/lib/queries/coins';
import { queryKeys } from '@/lib/queries/query-keys';
import { SnippetCard } from './snippet-card';

/** Locked snippets shown before 'Mostrar todas': the next goals, not a wall of padlocks on a phone. */
const LOCKED_SHOWN = 3;

/** 'Pílulas de Conhecimento': the grid, its counter, and what to do when the list is stale or empty. */
export function SnippetsSection({ balance }: { balance: number }) {
  const snippets = useKbSnippets();
  const queryClient = useQueryClient();
  const list = snippets.data ?? [];
  const unlocked = list.filter((snippet) => snippet.unlocked).length;
  // The balance already reaches a snippet the list still shows locked: the list is older than the balance.
  const isStale = list.some((snippet) => !snippet.unlocked && balance >= snippet.min_coins);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.kbSnippets });
  const [showAll, setShowAll] = useState(false);
  const firstLocked = list.findIndex((snippet) => !snippet.unlocked);
  const visible =
    showAll || firstLocked < 0
      ? list
      : list.filter((snippet, index) => snippet.unlocked || index < firstLocked + LOCKED_SHOWN);
  const hidden = list.length - visible.length;

  // Refetch once by itself when stale; the warning stays with its button if the server still disagrees.
  const refetchedForStale = useRef(false);
  useEffect(() => {
    if (isStale && !snippets.isFetching && !refetchedForStale.current) {
      refetchedForStale.current = true;
      void snippets.refetch();
    }
  }, [isStale, snippets]);

  return (
    <section aria-labelledby="pilulas-titulo" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="pilulas-titulo" className="font-semibold text-xl tracking-tight">
          Pílulas de Conhecimento
        </h2>
        {snippets.isSuccess && list.length > 0 ? (
          <p className="text-muted-foreground text-sm tabular-nums" data-testid="snippets-counter">
            {unlocked}/{list.length} desbloqueadas
          </p>
        ) : null}
      </div>
      {isStale && !snippets.isFetching ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Seu saldo já libera pílulas que aparecem bloqueadas</AlertTitle>
          <AlertDescription>
            <p>A lista pode estar desatualizada. Atualize para ver o conteúdo.</p>
            <Button variant="outline" size="sm" className="w-fit" onClick={refetch}>
              <RotateCw aria-hidden="true" />
              Atualizar pílulas
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {snippets.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : snippets.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Não foi possível carregar as pílulas.</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="w-fit" onClick={refetch}>
              <RotateCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </AlertDescription>
        </Alert>
      ) : list.length === 0 ? (
        <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
          <p className="text-pretty">
            Nenhuma pílula científica encontrada. Isso pode ser um erro temporário.
          </p>
          <Button variant="outline" onClick={refetch} disabled={snippets.isFetching}>
            <RotateCw aria-hidden="true" />
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {visible.map((snippet) => (
              <li key={snippet.id} className="grid">
                <SnippetCard snippet={snippet} balance={balance} />
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <Button variant="outline" className="w-fit justify-self-center" onClick={() => setShowAll(true)}>
              <ChevronDown aria-hidden="true" />
              Mostrar mais {hidden} {hidden === 1 ? 'pílula bloqueada' : 'pílulas bloqueadas'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
