import type { PlannedSession } from '@prontidao/domain/training-plan/plan-types';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Check } from 'lucide-react';
import { Link } from 'react-router';
import { AdjustmentNotice } from '@/components/training-plan/adjustment-notice';
import type { WeekAdjustment } from '@/components/training-plan/plan-view';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { trainingPlanQuery } from '@/lib/queries/training-plan';
import { DEFAULT_STALE_MS } from '@/lib/query-defaults';
import { CardError } from './card-error';
import { DashboardCardHeader } from './dashboard-card-header';

const PLAN_PATH = '/aluno/plano';

/** What this card reads of get_training_plan. */
interface PlanSummary {
  status: 'ok' | 'needs_settings' | 'needs_profile' | 'needs_simulation' | 'taf_passed';
  message: string | null;
  this_week: {
    week_start: string;
    sessions: (Pick<PlannedSession, 'id' | 'type' | 'date' | 'title'> & {
      done: boolean;
      moved_from: string | null;
    })[];
    dropped: string[];
  } | null;
  /** The week a linked trainer adjusted says so ('Ajustada por <nome>'). */
  weeks: { start: string; adjustment: WeekAdjustment | null }[];
}

/**
 * The plan page's query, so a session marked done or new settings there show here. The dashboard
 * keeps the app's usual freshness: the plan its first load asked (main.tsx) is not asked again on mount.
 */
const planQuery = { ...trainingPlanQuery(), staleTime: DEFAULT_STALE_MS };

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;
function weekday(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const index = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[index]} ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
}

const dayMonth = (date: string) => weekday(date).slice(4);

function Sessions({ week }: { week: NonNullable<PlanSummary['this_week']> }) {
  const { sessions, dropped } = week;
  if (sessions.length === 0) return <p className="text-sm">Nenhum treino nesta semana: descanse.</p>;
  const done = sessions.filter((session) => session.done).length;
  return (
    <div className="grid w-full gap-2">
      <p className="text-muted-foreground text-sm">
        {done} de {sessions.length} {sessions.length === 1 ? 'treino feito' : 'treinos feitos'}
      </p>
      <ul className="divide-y" aria-label="Treinos desta semana">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="flex items-center justify-between gap-3 py-2"
            data-testid="week-session"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="break-words font-medium text-sm">{session.title}</span>
              <span className="text-muted-foreground text-xs tabular-nums">
                {weekday(session.date)}
                {session.moved_from && !session.done ? ` · remarcado de ${dayMonth(session.moved_from)}` : ''}
              </span>
            </div>
            {session.done ? (
              <Badge variant="success">
                <Check aria-hidden="true" />
                Feito
              </Badge>
            ) : null}
          </li>
        ))}
      </ul>
      {dropped.length > 0 ? (
        <p className="text-muted-foreground text-xs">
          {dropped.length === 1
            ? '1 treino perdido saiu da semana para não acumular.'
            : `${dropped.length} treinos perdidos saíram da semana para não acumular.`}
        </p>
      ) : null}
    </div>
  );
}

/** This week's adjustment by the trainer, as the plan page shows it: who, when, what, the note. */
function WeekAdjustmentOf({ plan }: { plan: PlanSummary }) {
  const start = plan.this_week?.week_start;
  const adjustment = plan.weeks.find((week) => week.start === start)?.adjustment;
  return adjustment ? <AdjustmentNotice adjustment={adjustment} className="w-full" /> : null;
}

/** 'Esta semana': the plan's sessions of this week with done marks, or a call to set the plan up. */
export function ThisWeekCard() {
  const plan = useQuery(planQuery);
  const data = plan.data;
  return (
    <Card className="flex flex-col">
      <DashboardCardHeader title="Esta semana" description="Seu plano de treino" icon={CalendarCheck} />
      <CardContent className="grid flex-1 content-between justify-items-start gap-4">
        {plan.isPending ? (
          <Skeleton className="h-24 w-full" aria-hidden="true" />
        ) : !data ? (
          <CardError
            message="Não foi possível carregar o plano."
            onRetry={() => void plan.refetch()}
            isRetrying={plan.isFetching}
          />
        ) : data.status === 'ok' && data.this_week ? (
          <>
            <WeekAdjustmentOf plan={data} />
            <Sessions week={data.this_week} />
            <Link to={PLAN_PATH} className="text-primary text-sm underline-offset-4 hover:underline">
              Ver plano completo
            </Link>
          </>
        ) : (
          <>
            <p className="text-pretty text-sm">
              {data.message ?? 'Monte um plano de treino até a data do seu TAF, com metas do seu edital.'}
            </p>
            <Button asChild>
              <Link to={PLAN_PATH}>Montar meu plano</Link>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
