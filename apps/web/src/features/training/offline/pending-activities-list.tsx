import { CloudOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describePending } from './describe-pending';
import type { PendingActivity } from './pending-activity';
import { removePending } from './pending-store';
import { usePendingActivities } from './use-pending-activities';

/**
 * The activities saved on this device and not yet on the server, for the top of the history: each
 * marked 'pendente'; one the server refused shows its message and can be deleted. Nothing when empty.
 */
export function PendingActivitiesList() {
  const items = usePendingActivities();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="pending-activities-title" className="rounded-lg border border-dashed p-4">
      <h3 id="pending-activities-title" className="flex items-center gap-2 font-semibold text-sm">
        <CloudOff aria-hidden="true" className="size-4" />
        Salvos no aparelho
      </h3>
      <p className="mt-1 text-muted-foreground text-sm">
        Serão enviados automaticamente quando a internet voltar.
      </p>
      <ul className="mt-3 divide-y">
        {items.map((item) => (
          <PendingItem key={item.client_key} item={item} />
        ))}
      </ul>
    </section>
  );
}

function PendingItem({ item }: { item: PendingActivity }) {
  const { title, detail } = describePending(item);
  const isFailed = item.status === 'failed';
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-sm">{title}</p>
        <p className="text-muted-foreground text-sm">{detail}</p>
        {isFailed && item.error ? (
          <p className="text-destructive text-sm" role="alert">
            {item.error.message}
          </p>
        ) : null}
      </div>
      {isFailed ? (
        <>
          <Badge variant="destructive">não enviado</Badge>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Excluir treino não enviado: ${title}, ${detail}`}
            onClick={() => void removePending(item.client_key)}
          >
            Excluir
          </Button>
        </>
      ) : (
        <Badge variant="warning">pendente</Badge>
      )}
    </li>
  );
}
