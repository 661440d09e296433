import type { PlanView } from './api/plan-view';
import { SessionItem } from './session-item';

/** 'Esta semana': the sessions, marked done when a logged activity matches them. */
export function ThisWeekSection({ week }: { week: NonNullable<PlanView['this_week']> }) {
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
