import type { BoardConfig } from '@prontidao/domain/rankings/ranking-boards';
import type { BoardResult } from '@prontidao/domain/rankings/ranking-types';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { BoardStatus } from './board-status';
import { entryValue, formatBoardValue } from './board-value';
import { RankMedal } from './rank-medal';
import { ReportEntryButton } from './report-entry-button';

interface RankingBoardProps {
  config: BoardConfig;
  board: BoardResult;
  /** 'Corrida' or 'Natação', so each table's caption names its board on its own. */
  sportLabel: string;
  /** Whether the status line under the board concerns this viewer (a time board of the other sex does not). */
  isForViewer: boolean;
}

/** One board: its top 5 as a table (medal or '#n', nickname, figure), then the viewer's own line. */
export function RankingBoard({ config, board, sportLabel, isForViewer }: RankingBoardProps) {
  const titleId = `ranking-${config.key}`;
  return (
    <section aria-labelledby={titleId} className="min-w-0" data-testid={`board-${config.key}`}>
      <Card className="flex h-full flex-col">
        <CardHeader className="pb-3 sm:pb-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle asChild className="text-base sm:text-lg">
              <h3 id={titleId}>{config.title}</h3>
            </CardTitle>
            {config.isMonthly ? <Badge variant="accent">Mês</Badge> : null}
          </div>
          <CardDescription>{config.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-3">
          {board.entries.length === 0 ? (
            <p className="rounded-md border border-dashed px-3 py-4 text-center text-muted-foreground text-sm">
              Sem participantes ainda
            </p>
          ) : (
            <BoardTable config={config} board={board} caption={`${config.title} (${sportLabel})`} />
          )}
          {isForViewer ? <BoardStatus config={config} board={board} /> : null}
          {config.rule ? (
            <p className="text-pretty text-muted-foreground text-xs" data-testid="board-rule">
              {config.rule}
            </p>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

function BoardTable({
  config,
  board,
  caption,
}: {
  config: BoardConfig;
  board: BoardResult;
  caption: string;
}) {
  return (
    // table-fixed: a long nickname wraps inside its column instead of widening the board.
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground text-xs">
          <th scope="col" className="w-16 pb-2 font-medium">
            Posição
          </th>
          <th scope="col" className="pb-2 font-medium">
            Apelido
          </th>
          <th scope="col" className="w-24 pb-2 text-right font-medium">
            {config.measure === 'distance' ? 'Distância' : 'Tempo'}
          </th>
          <th scope="col" className="w-11 pb-2 sm:w-9">
            <span className="sr-only">Denunciar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {board.entries.map((entry) => (
          <tr
            // Nicknames need not be unique; places are (ties go to who got there first).
            key={entry.rk}
            className={cn('border-b last:border-b-0', entry.is_me && 'bg-primary/10')}
            data-testid={entry.is_me ? 'ranking-row-me' : 'ranking-row'}
          >
            <td className="py-2 pl-1 align-middle">
              <RankMedal rk={entry.rk} />
            </td>
            <th scope="row" className="py-2 pr-2 text-left align-middle font-medium">
              <span className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 [overflow-wrap:anywhere]">{entry.display_name}</span>
                {entry.is_me ? <Badge>Você</Badge> : null}
              </span>
            </th>
            <td className="py-2 pr-1 text-right align-middle font-semibold tabular-nums">
              {formatBoardValue(config.measure, entryValue(config.measure, entry))}
            </td>
            <td className="py-1 text-right align-middle">
              {entry.is_me ? null : (
                <ReportEntryButton
                  board={config.key}
                  boardTitle={config.title}
                  entry={entry}
                  value={formatBoardValue(config.measure, entryValue(config.measure, entry))}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
