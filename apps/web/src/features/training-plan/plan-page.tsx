import { Flag } from 'lucide-react';
import { useState } from 'react';
import { WeekComments } from '@/components/comment-thread/week-comments';
import { TargetsSection } from '@/components/training-plan/targets-section';
import { ThisWeekSection } from '@/components/training-plan/this-week-section';
import { WeeksSection } from '@/components/training-plan/weeks-section';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import type { PlanView } from './api/plan-view';
import { useTrainingPlan } from './api/training-plan';
import { ExportCard } from './export-card';
import { PlanStatusNotice } from './plan-status-notice';
import { SettingsForm } from './settings-form';

function RetaFinalBanner({ daysLeft }: { daysLeft: number | null }) {
  return (
    <Alert>
      <Flag aria-hidden="true" />
      <AlertTitle>Reta final</AlertTitle>
      <AlertDescription>
        <p className="text-pretty">
          {daysLeft !== null ? `Faltam ${daysLeft} ${daysLeft === 1 ? 'dia' : 'dias'} para o TAF. ` : ''}
          Agora é manter e afiar: sem carga nova, descanso em dia.
        </p>
      </AlertDescription>
    </Alert>
  );
}

function ChangeSettings({ plan }: { plan: PlanView }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <section aria-labelledby="plan-settings-title" className="grid justify-items-start gap-3">
      <h2 id="plan-settings-title" className="font-semibold text-xl">
        Sua disponibilidade e meta
      </h2>
      {isOpen ? (
        <SettingsForm settings={plan.settings} goalTests={plan.goal_tests} onSaved={() => setIsOpen(false)} />
      ) : (
        <Button variant="outline" onClick={() => setIsOpen(true)}>
          Mudar treinos por semana ou meta
        </Button>
      )}
    </section>
  );
}

function PlanContent({ plan }: { plan: PlanView }) {
  if (plan.status !== 'ok')
    return (
      <div className="grid gap-8">
        <PlanStatusNotice plan={plan} />
        <WeekComments />
      </div>
    );
  return (
    <div className="grid gap-8">
      {plan.is_reta_final ? <RetaFinalBanner daysLeft={plan.days_left} /> : null}
      <TargetsSection plan={plan} />
      {plan.this_week ? (
        <ThisWeekSection
          week={plan.this_week}
          adjustment={plan.weeks.find((week) => week.start === plan.this_week?.week_start)?.adjustment}
        />
      ) : null}
      <WeekComments />
      <WeeksSection weeks={plan.weeks} />
      <ExportCard plan={plan} />
      <ChangeSettings plan={plan} />
    </div>
  );
}

/** /aluno/plano: the training plan back from the TAF date (issue 14). */
export default function PlanPage() {
  const plan = useTrainingPlan();
  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Plano de treino</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          {plan.data?.status === 'ok' && plan.data.days_left !== null
            ? `Faltam ${plan.data.days_left} ${plan.data.days_left === 1 ? 'dia' : 'dias'} para o TAF. `
            : ''}
          Montado de trás para frente a partir da data do seu TAF, com as metas do seu edital.
        </p>
      </header>
      {plan.data ? (
        <PlanContent plan={plan.data} />
      ) : plan.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">Carregando plano…</span>
          <Skeleton className="h-24 w-full" aria-hidden="true" />
          <Skeleton className="h-48 w-full" aria-hidden="true" />
        </div>
      ) : (
        <div className="grid justify-items-start gap-3">
          <Alert variant="destructive">
            <AlertTitle>Não foi possível carregar o plano.</AlertTitle>
            <AlertDescription>{errorMessage(plan.error, 'Tente novamente em instantes.')}</AlertDescription>
          </Alert>
          <Button variant="outline" onClick={() => void plan.refetch()} disabled={plan.isFetching}>
            Tentar novamente
          </Button>
        </div>
      )}
    </div>
  );
}
