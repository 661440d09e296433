import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { CatalogueEntry } from '../../api/edital-queries';

interface CatalogueEntryItemProps {
  entry: CatalogueEntry;
  isOpening: boolean;
  isArchiving: boolean;
  onEdit: () => void;
  onArchive: () => void;
}

/** One edital or exam: its name and version, how it grades, its state, and what the admin can do. */
export function CatalogueEntryItem({
  entry,
  isOpening,
  isArchiving,
  onEdit,
  onArchive,
}: CatalogueEntryItemProps) {
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border bg-card p-3 sm:flex sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium [overflow-wrap:anywhere]">
          {entry.short_name}{' '}
          <span className="font-normal text-muted-foreground text-sm">· versão {entry.version}</span>
        </p>
        <p className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{entry.format === 'exam' ? 'Marcas mínimas' : 'Tabela 0–10'}</Badge>
          {entry.is_default ? <Badge variant="secondary">Padrão</Badge> : null}
          {entry.completeness === 'partial' ? <Badge variant="warning">Tabela incompleta</Badge> : null}
          {entry.is_archived ? <Badge variant="destructive">Arquivado</Badge> : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0">
        {entry.format === 'exam' ? (
          <Button variant="outline" size="sm" onClick={onEdit} disabled={isOpening}>
            <Pencil aria-hidden="true" />
            {isOpening ? 'Abrindo…' : 'Editar'} <span className="sr-only">{entry.short_name}</span>
          </Button>
        ) : null}
        {entry.is_default ? null : (
          <Button variant="outline" size="sm" onClick={onArchive} disabled={isArchiving}>
            {entry.is_archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {entry.is_archived ? 'Reativar' : 'Arquivar'} <span className="sr-only">{entry.short_name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
