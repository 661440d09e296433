import { Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { CardContent } from '@/components/ui/card';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { buildCsv, downloadCsv } from '@/lib/csv';
import type { BoardRow, TurmaBoard } from '../api/turma-board';
import { BoardCards } from './board-cards';
import { BoardTable } from './board-table';
import { BoardToolbar } from './board-toolbar';
import {
  type BoardFilter,
  type BoardSort,
  boardCsvName,
  boardCsvRows,
  filterRows,
  nextSort,
  sortRows,
} from './board-view';
import { RemoveMemberDialog } from './remove-member-dialog';

const formatWeekDay = (isoDate: string) => `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;

/** The turma's board this week: a table on wide screens, cards on phones; filter, sort, export. */
export function BoardSection({ board }: { board: TurmaBoard }) {
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const [sort, setSort] = useState<BoardSort>({ column: 'aluno', direction: 'asc' });
  const [filter, setFilter] = useState<BoardFilter>({ text: '', onlyAlerts: false });
  const [toRemove, setToRemove] = useState<BoardRow | null>(null);
  const rows = useMemo(() => sortRows(filterRows(board.rows, filter), sort), [board.rows, filter, sort]);
  const isFiltered = filter.text.trim() !== '' || filter.onlyAlerts;

  const exportCsv = () =>
    downloadCsv(boardCsvName(board.turma.name, board.week.today), buildCsv(boardCsvRows(rows)));

  return (
    <SectionCard
      titleId="quadro-titulo"
      icon={Users}
      title="Quadro da turma"
      description={`Semana de ${formatWeekDay(board.week.start)} a ${formatWeekDay(board.week.end)}: treinos feitos e previstos, o último simulado, dias sem treinar e alertas de quem compartilha os dados com você.`}
    >
      <CardContent className="grid min-w-0 gap-4">
        {board.rows.length === 0 ? (
          <div className="grid gap-1 text-pretty text-sm" data-testid="board-empty">
            <p className="font-medium">Nenhum aluno nesta turma ainda.</p>
            <p className="text-muted-foreground">
              Crie um link da turma e envie aos alunos: quem aprovar aparece aqui.
            </p>
          </div>
        ) : (
          <>
            <BoardToolbar
              filter={filter}
              onFilter={setFilter}
              sort={isPhone ? sort : null}
              onSort={setSort}
              onExport={exportCsv}
              canExport={rows.length > 0}
            />
            <p className="text-muted-foreground text-sm" role="status">
              {isFiltered
                ? `Mostrando ${rows.length} de ${board.rows.length} alunos.`
                : `${board.rows.length} ${board.rows.length === 1 ? 'aluno' : 'alunos'}.`}
            </p>
            {rows.length === 0 ? (
              <p className="text-sm">Nenhum aluno corresponde ao filtro.</p>
            ) : isPhone ? (
              <BoardCards rows={rows} onRemove={setToRemove} />
            ) : (
              <BoardTable
                rows={rows}
                sort={sort}
                onSort={(column) => setSort((current) => nextSort(current, column))}
                onRemove={setToRemove}
              />
            )}
          </>
        )}
      </CardContent>
      <RemoveMemberDialog turmaId={board.turma.id} row={toRemove} onClose={() => setToRemove(null)} />
    </SectionCard>
  );
}
