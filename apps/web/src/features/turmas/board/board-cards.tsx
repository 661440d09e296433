import type { ReactNode } from 'react';
import {
  ChanceCell,
  FlagsCell,
  IdleCell,
  RemoveButton,
  SimulationCell,
  StudentName,
  WeekCell,
} from './board-cells';
import { COLUMN_LABELS, NOT_SHARING } from './board-view';
import type { BoardViewProps } from './board-view-props';

/** Phones: a card per student, each fact under its column's name; nothing scrolls sideways. */
export function BoardCards({ rows, onRemove }: Omit<BoardViewProps, 'sort' | 'onSort'>) {
  return (
    <ul className="grid gap-3" aria-label="Quadro da turma">
      {rows.map((row) => (
        <li key={row.student_id} className="grid min-w-0 gap-3 rounded-lg border p-3" data-testid="board-row">
          <div className="flex min-w-0 items-start justify-between gap-2">
            <StudentName row={row} />
            <RemoveButton row={row} onRemove={onRemove} />
          </div>
          {row.sharing ? (
            <dl className="grid min-w-0 gap-2 text-sm">
              <Fact label={COLUMN_LABELS.semana}>
                <WeekCell week={row.week} />
              </Fact>
              <Fact label={COLUMN_LABELS.simulado}>
                <SimulationCell simulation={row.last_simulation} />
              </Fact>
              <Fact label={COLUMN_LABELS.chance}>
                <ChanceCell chance={row.chance} />
              </Fact>
              <Fact label={COLUMN_LABELS.dias}>
                <IdleCell days={row.days_since_activity} />
              </Fact>
              <Fact label={COLUMN_LABELS.alertas}>
                <FlagsCell flags={row.flags} />
              </Fact>
            </dl>
          ) : (
            <p className="text-muted-foreground text-sm italic">{NOT_SHARING}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-[8.5rem_minmax(0,1fr)] items-start gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
