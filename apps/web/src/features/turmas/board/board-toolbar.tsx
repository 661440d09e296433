import { ArrowDown, ArrowUp, Download, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  BOARD_COLUMNS,
  type BoardColumn,
  type BoardFilter,
  type BoardSort,
  COLUMN_LABELS,
  FIRST_DIRECTION,
} from './board-view';

export interface BoardToolbarProps {
  filter: BoardFilter;
  onFilter: (filter: BoardFilter) => void;
  /** On phones the cards have no headers: the order is chosen here. */
  sort: BoardSort | null;
  onSort: (sort: BoardSort) => void;
  onExport: () => void;
  canExport: boolean;
}

/** Filter by name, only the students with alerts, the order on phones, and the CSV export. */
export function BoardToolbar({ filter, onFilter, sort, onSort, onExport, canExport }: BoardToolbarProps) {
  return (
    <div className="grid min-w-0 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <div className="grid min-w-0 gap-2 sm:w-64">
        <Label htmlFor="quadro-filtro">Filtrar por nome</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-4 text-muted-foreground"
          />
          <Input
            id="quadro-filtro"
            type="search"
            className="ps-9"
            autoComplete="off"
            value={filter.text}
            onChange={(event) => onFilter({ ...filter, text: event.target.value })}
          />
        </div>
      </div>
      <label htmlFor="quadro-so-alertas" className="flex min-h-10 cursor-pointer items-center gap-3 text-sm">
        <input
          id="quadro-so-alertas"
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer accent-primary"
          checked={filter.onlyAlerts}
          onChange={(event) => onFilter({ ...filter, onlyAlerts: event.target.checked })}
        />
        Só com alertas
      </label>
      {sort ? <SortChoice sort={sort} onSort={onSort} /> : null}
      <Button
        variant="outline"
        className="w-full sm:ms-auto sm:w-fit"
        onClick={onExport}
        disabled={!canExport}
      >
        <Download aria-hidden="true" />
        Exportar CSV
      </Button>
    </div>
  );
}

function SortChoice({ sort, onSort }: { sort: BoardSort; onSort: (sort: BoardSort) => void }) {
  const ascending = sort.direction === 'asc';
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor="quadro-ordem">Ordenar por</Label>
      <div className="flex min-w-0 gap-2">
        <select
          id="quadro-ordem"
          className="h-10 min-w-0 flex-1 cursor-pointer rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs"
          value={sort.column}
          onChange={(event) => {
            const column = event.target.value as BoardColumn;
            onSort({ column, direction: FIRST_DIRECTION[column] });
          }}
        >
          {BOARD_COLUMNS.map((column) => (
            <option key={column} value={column}>
              {COLUMN_LABELS[column]}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          size="icon"
          aria-label={ascending ? 'Ordem crescente' : 'Ordem decrescente'}
          title={ascending ? 'Ordem crescente' : 'Ordem decrescente'}
          onClick={() => onSort({ ...sort, direction: ascending ? 'desc' : 'asc' })}
        >
          {ascending ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}
