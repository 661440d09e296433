import { EXERCISE_LABELS } from '@prontidao/domain/training/exercise-kinds';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDayMonth, formatVolume, formatWeekday } from './plan-format';
import type { WeekSession } from './plan-view';

const TYPE_LABELS = {
  RUN: 'Corrida',
  SWIM: 'Natação',
  BARRA: 'Barra',
  EXERCISE: 'Exercício do TAF',
} as const;

/** One session of 'Esta semana': what, how much, how hard, and why (in a disclosure). */
export function SessionItem({ session }: { session: WeekSession }) {
  return (
    <li className="grid gap-2 rounded-lg border bg-card p-4" data-testid="plan-session">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">
          {session.exercise ? EXERCISE_LABELS[session.exercise] : TYPE_LABELS[session.type]}
        </Badge>
        <span className="text-muted-foreground text-sm tabular-nums">{formatWeekday(session.date)}</span>
        {session.done ? (
          <Badge variant="success">
            <Check aria-hidden="true" />
            Feito
          </Badge>
        ) : null}
      </div>
      <h3 className="font-semibold text-base text-pretty">{session.title}</h3>
      {session.moved_from ? (
        <p className="text-muted-foreground text-xs">Remarcado de {formatDayMonth(session.moved_from)}</p>
      ) : null}
      <p className="text-pretty text-sm">{session.what}</p>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-muted-foreground">Volume</dt>
        <dd className="break-words">{formatVolume(session.volume)}</dd>
        <dt className="text-muted-foreground">Intensidade</dt>
        <dd className="break-words">{session.intensity.label}</dd>
      </dl>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary">Por que este treino?</summary>
        <p className="mt-1 text-pretty">{session.why}</p>
        {session.source ? (
          <p className="mt-1 text-pretty text-muted-foreground text-xs">Fonte: {session.source}</p>
        ) : null}
      </details>
    </li>
  );
}
