import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  ChanceCell,
  FlagsCell,
  IdleCell,
  RemoveButton,
  SimulationCell,
  StudentName,
  WeekCell,
} from './board-cells';
import { BOARD_COLUMNS, type BoardColumn, type BoardSort, COLUMN_LABELS, NOT_SHARING } from './board-view';
import type { BoardViewProps } from './board-view-props';

const th =
  'px-3 py-2 text-start align-bottom font-medium text-muted-foreground text-xs uppercase tracking-wide';
const td = 'px-3 py-2 align-top';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Wide screens: a row per student, each column's header a button that sorts by it. */
export function BoardTable({ rows, sort, onSort, onRemove }: BoardViewProps) {
  return (
    <section
      aria-label="Quadro da turma"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <caption className="sr-only">
          Alunos da turma nesta semana. Os botões dos cabeçalhos ordenam a tabela.
        </caption>
        <thead className="bg-muted">
          <tr>
            {BOARD_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={th}
                aria-sort={sort.column === column ? ARIA_SORT[sort.direction] : 'none'}
              >
                <SortButton column={column} sort={sort} onSort={onSort} />
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.student_id} className="border-t" data-testid="board-row">
              <th scope="row" className={`${td} max-w-56 text-start font-normal`}>
                <StudentName row={row} />
              </th>
              {row.sharing ? (
                <>
                  <td className={td}>
                    <WeekCell week={row.week} />
                  </td>
                  <td className={td}>
                    <SimulationCell simulation={row.last_simulation} />
                  </td>
                  <td className={`${td} max-w-40`}>
                    <ChanceCell chance={row.chance} />
                  </td>
                  <td className={td}>
                    <IdleCell days={row.days_since_activity} />
                  </td>
                  <td className={`${td} max-w-64`}>
                    <FlagsCell flags={row.flags} />
                  </td>
                </>
              ) : (
                <td colSpan={5} className={`${td} text-muted-foreground italic`}>
                  {NOT_SHARING}
                </td>
              )}
              <td className={`${td} text-end`}>
                <RemoveButton row={row} onRemove={onRemove} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SortButton({
  column,
  sort,
  onSort,
}: {
  column: BoardColumn;
  sort: BoardSort;
  onSort: (column: BoardColumn) => void;
}) {
  const Icon = sort.column !== column ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 py-1 text-start uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      {COLUMN_LABELS[column]}
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
    </button>
  );
}
