import { formatDate } from '@prontidao/domain/format/date';
import { formatNumber } from '@prontidao/domain/format/number';
import { UserMinus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { studentPaths } from '@/config/student-paths';
import type { BoardRow } from '../api/turma-board';
import { personName } from '../turma-format';
import { chanceText, idleText, planSourceText, TREND_ARROW, TREND_TEXT, weekText } from './board-view';

// One student's facts as the table's cells and the phone's cards both write them.

/** The nickname (linked to the student's pages while they share) and the full name under it. */
export function StudentName({ row }: { row: BoardRow }) {
  const name = personName(row);
  const fullName = row.full_name?.trim();
  return (
    <span className="grid min-w-0 gap-0.5">
      {row.sharing ? (
        <Link
          to={studentPaths(row.student_id).trainings}
          className="w-fit font-medium text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="font-medium [overflow-wrap:anywhere]">{name}</span>
      )}
      {fullName && fullName !== name ? (
        <span className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{fullName}</span>
      ) : null}
    </span>
  );
}

export function WeekCell({ week }: { week: BoardRow['week'] }) {
  if (!week) return <span className="text-muted-foreground">—</span>;
  const planned = week.sessions_planned === null ? 'sem plano' : `${week.sessions_planned} previstos`;
  const source = planSourceText(week);
  return (
    <span className="grid gap-0.5">
      <span className="w-fit tabular-nums" title={`${week.sessions_done} feitos, ${planned}`}>
        {weekText(week)}
      </span>
      {source ? <span className="text-muted-foreground text-xs">{source}</span> : null}
    </span>
  );
}

export function SimulationCell({ simulation }: { simulation: BoardRow['last_simulation'] }) {
  if (!simulation) return <span className="text-muted-foreground">Sem simulado</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="board-simulation">
      <Badge variant={simulation.apto ? 'success' : 'destructive'}>
        {simulation.apto ? 'Apto' : 'Inapto'}
      </Badge>
      {simulation.nota_final !== null ? (
        <span className="tabular-nums">nota {formatNumber(simulation.nota_final, { maxDecimals: 2 })}</span>
      ) : null}
      <span className="text-muted-foreground text-sm tabular-nums">{formatDate(simulation.at)}</span>
      {simulation.trend ? (
        <span className="font-semibold" title={`Tendência: ${TREND_TEXT[simulation.trend]}`}>
          <span aria-hidden="true">{TREND_ARROW[simulation.trend]}</span>
          <span className="sr-only">{TREND_TEXT[simulation.trend]}</span>
        </span>
      ) : null}
    </span>
  );
}

/** The student's own estimate (their dashboard's), with the test that weighs most. */
export function ChanceCell({ chance }: { chance: BoardRow['chance'] }) {
  if (!chance) return <span className="text-muted-foreground">—</span>;
  return (
    <span className="grid gap-0.5">
      <span className="font-semibold tabular-nums">{chanceText(chance)}</span>
      {chance.too_few_results ? null : (
        <span className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
          pesa mais: {chance.weakest_label}
        </span>
      )}
    </span>
  );
}

export const IdleCell = ({ days }: { days: number | null }) => (
  <span className="tabular-nums">{idleText(days)}</span>
);

export function FlagsCell({ flags }: { flags: BoardRow['flags'] }) {
  if (flags.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Alertas">
      {flags.map((flag) => (
        <li key={`${flag.code}-${flag.text}`}>
          <Badge variant="warning" className="whitespace-normal">
            {flag.text}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** 'Remover' (the dialog that follows says the sharing goes on). */
export function RemoveButton({ row, onRemove }: { row: BoardRow; onRemove: (row: BoardRow) => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Remover ${personName(row)} da turma`}
      onClick={() => onRemove(row)}
    >
      <UserMinus aria-hidden="true" />
      Remover
    </Button>
  );
}
