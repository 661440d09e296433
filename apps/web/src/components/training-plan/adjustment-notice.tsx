import { formatDate } from '@prontidao/domain/format/date';
import { UserPen } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatWeekday } from './plan-format';
import type { WeekAdjustment } from './plan-view';

/** 'Volume em 60% do planejado' (100 %: unchanged, not said). */
export const volumeText = (percent: number) =>
  percent === 100 ? null : `Volume em ${percent}% do planejado`;

/**
 * 'Ajustada por <nome> em dd/MM/yyyy', what changed (volume, sessions taken out) and the note: how a
 * week a linked trainer adjusted reads, for the student and for the trainer.
 */
export function AdjustmentNotice({
  adjustment,
  className,
}: {
  adjustment: WeekAdjustment;
  className?: string;
}) {
  const volume = volumeText(adjustment.volume_percent);
  return (
    <div
      className={cn(
        'grid gap-1 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm',
        className,
      )}
      data-testid="plan-adjustment"
    >
      <p className="flex items-start gap-2 font-medium">
        <UserPen className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 break-words">
          Ajustada por {adjustment.by_name} em{' '}
          <span className="tabular-nums">{formatDate(adjustment.at)}</span>
        </span>
      </p>
      {volume || adjustment.removed.length > 0 ? (
        <ul className="grid list-disc gap-0.5 ps-6">
          {volume ? <li>{volume}</li> : null}
          {adjustment.removed.map((session) => (
            <li key={`${session.date}-${session.kind}`} className="break-words">
              Retirado: <span className="tabular-nums">{formatWeekday(session.date)}</span>, {session.title}
            </li>
          ))}
        </ul>
      ) : null}
      {adjustment.note ? (
        <p className="text-pretty break-words">
          <span className="text-muted-foreground">Observação: </span>
          {adjustment.note}
        </p>
      ) : null}
    </div>
  );
}
