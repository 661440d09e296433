import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import type { UploadItem } from './use-activity-upload';

const coinsText = (coins: number) => `+${coins} ${coins === 1 ? 'moeda' : 'moedas'}`;

function Verdict({ item }: { item: UploadItem }) {
  switch (item.phase) {
    case 'waiting':
      return <p className="text-muted-foreground text-sm">Na fila</p>;
    case 'sending':
      return (
        <div className="grid gap-1">
          <p className="flex justify-between text-muted-foreground text-sm">
            <span>Enviando...</span>
            <span aria-hidden="true" className="tabular-nums">
              {Math.round(item.sent * 100)}%
            </span>
          </p>
          <Progress label={`Envio de ${item.name}`} value={Math.round(item.sent * 100)} />
        </div>
      );
    case 'failed':
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="destructive">Não enviado</Badge>
          <span>{item.message}</span>
        </p>
      );
    case 'done': {
      const { result } = item;
      if (result.status === 'imported') {
        return (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="success">Importado</Badge>
            <span>{result.coins ? coinsText(result.coins) : 'Treino adicionado ao histórico.'}</span>
          </p>
        );
      }
      if (result.status === 'duplicate') {
        return (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="secondary">Já importado</Badge>
            <span>{result.reason ?? 'Este treino já está no seu histórico.'}</span>
          </p>
        );
      }
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="destructive">Recusado</Badge>
          <span>{result.reason ?? 'O arquivo não pôde ser lido.'}</span>
        </p>
      );
    }
  }
}

/** One file of the batch: its name, then its progress or the server's verdict. */
export function UploadItemRow({ item }: { item: UploadItem }) {
  return (
    <li className="grid gap-1.5 rounded-md border bg-card px-3 py-2.5" data-testid="upload-item">
      <p className="truncate font-medium text-sm" title={item.name}>
        {item.name}
      </p>
      <Verdict item={item} />
    </li>
  );
}
