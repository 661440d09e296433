import type { ReactNode } from 'react';
import { AdjustmentNotice } from './adjustment-notice';
import type { PlanView, WeekAdjustment } from './plan-view';
import { SessionItem } from './session-item';

/**
 * 'Esta semana': the sessions (as a trainer adjusted them, if one did), marked done when a logged
 * activity matches them. `action` adds a control under the heading (the trainer's 'Ajustar').
 */
export function ThisWeekSection({
  week,
  adjustment = null,
  action,
}: {
  week: NonNullable<PlanView['this_week']>;
  adjustment?: WeekAdjustment | null;
  action?: ReactNode;
}) {
  const done = week.sessions.filter((session) => session.done).length;
  return (
    <section aria-labelledby="plan-this-week-title" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="plan-this-week-title" className="font-semibold text-xl">
          Esta semana
        </h2>
        <p className="text-muted-foreground text-sm">
          {done} de {week.sessions.length} {week.sessions.length === 1 ? 'treino feito' : 'treinos feitos'}.
          Um treino registrado ou importado que combine com a sessão conta sozinho.
        </p>
      </div>
      {adjustment ? <AdjustmentNotice adjustment={adjustment} /> : null}
      {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
      {week.sessions.length === 0 ? (
        <p className="text-sm">Nenhum treino nesta semana: descanse.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {week.sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      {week.dropped.length > 0 ? (
        <p className="text-muted-foreground text-sm">
          {week.dropped.length === 1
            ? '1 treino perdido saiu da semana para não acumular.'
            : `${week.dropped.length} treinos perdidos saíram da semana para não acumular.`}
        </p>
      ) : null}
    </section>
  );
}
