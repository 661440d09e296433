import { CalendarPlus, Watch } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PlanView } from './api/plan-view';

// 'Exportar' (decision 036, 'Exports'): the plan as a calendar file and the runs and swims as FIT
// workouts for a watch, both served by the server for the signed-in person only.

export const CALENDAR_URL = '/api/training-plan/calendar.ics';
export const WORKOUTS_URL = '/api/training-plan/workouts.zip';

/** Whether a run or swim is left to do in the weeks the person sees (the only ones a watch can take). */
function hasWatchWorkouts(plan: PlanView): boolean {
  const open = plan.weeks.slice(1).flatMap((week) => (week.locked ? [] : week.sessions));
  const thisWeek =
    plan.this_week?.sessions.filter((session) => !session.done) ?? plan.weeks[0]?.sessions ?? [];
  return [...thisWeek, ...open].some((session) => session.type === 'RUN' || session.type === 'SWIM');
}

function ExportItem(props: { id: string; href: string; icon: ReactNode; label: string; help: string }) {
  return (
    <li className="grid justify-items-start gap-1.5">
      <Button asChild variant="outline">
        <a href={props.href} download aria-describedby={`${props.id}-help`}>
          {props.icon}
          {props.label}
        </a>
      </Button>
      <p id={`${props.id}-help`} className="text-pretty text-muted-foreground text-sm">
        {props.help}
      </p>
    </li>
  );
}

/** Calendar and watch downloads; only for a plan that is ready. */
export function ExportCard({ plan }: { plan: PlanView }) {
  if (plan.status !== 'ok') return null;
  const withWorkouts = hasWatchWorkouts(plan);
  return (
    <Card aria-labelledby="plan-export-title" role="region">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="plan-export-title">Exportar</h2>
        </CardTitle>
        <CardDescription className="text-pretty">
          {plan.entitled
            ? 'Leve o plano para a sua agenda e os treinos de corrida e natação para o relógio.'
            : 'Leve esta semana para a sua agenda e para o relógio; as próximas semanas vêm com o plano Avançado.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          <ExportItem
            id="plan-export-ics"
            href={CALENDAR_URL}
            icon={<CalendarPlus aria-hidden="true" />}
            label="Adicionar ao calendário (.ics)"
            help="No Google Agenda, abra Configurações › Importar e exportar › Importar e escolha o arquivo; importar de novo atualiza os treinos sem duplicar."
          />
          {withWorkouts ? (
            <ExportItem
              id="plan-export-fit"
              href={WORKOUTS_URL}
              icon={<Watch aria-hidden="true" />}
              label="Treinos para o relógio (.fit)"
              help="Descompacte o arquivo e, no Garmin Connect, use Treinos › Importar em cada .fit (ou copie-os para a pasta GARMIN/NewFiles do relógio pelo cabo USB)."
            />
          ) : (
            <li className="text-pretty text-muted-foreground text-sm">
              Não há treino de corrida ou natação a fazer para enviar ao relógio.
            </li>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}
