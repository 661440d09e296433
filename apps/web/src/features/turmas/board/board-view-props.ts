import type { BoardRow } from '../api/turma-board';
import type { BoardColumn, BoardSort } from './board-view';

/** What the table and the cards draw: the rows in order, and what a click asks for. */
export interface BoardViewProps {
  rows: readonly BoardRow[];
  sort: BoardSort;
  onSort: (column: BoardColumn) => void;
  onRemove: (row: BoardRow) => void;
}
