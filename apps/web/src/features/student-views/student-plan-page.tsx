import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { WeekComments } from '@/components/comment-thread/week-comments';
import type { PlanStatus, PlanView } from '@/components/training-plan/plan-view';
import { TargetsSection } from '@/components/training-plan/targets-section';
import { ThisWeekSection } from '@/components/training-plan/this-week-section';
import { WeeksSection } from '@/components/training-plan/weeks-section';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { trainingPlanQuery } from '@/lib/queries/training-plan';
import { useHideOnNotFound } from './hidden-student';
import { SectionError, SectionLoading } from './section-states';
import { StudentNotFound } from './student-not-found';
import { StudentViewShell } from './student-view-shell';
import { WeekAdjustDialog } from './week-adjust-dialog';

/** Why the student has no plan yet, said to the trainer. */
const NO_PLAN: Record<Exclude<PlanStatus, 'ok'>, string> = {
  needs_settings: 'O aluno ainda não disse quantos treinos por semana consegue fazer nem a meta.',
  needs_profile: 'O perfil do aluno está incompleto (sexo, edital ou data do TAF).',
  needs_simulation: 'O aluno ainda não registrou um simulado: o plano parte dos resultados dele.',
  taf_passed: 'A data do TAF do aluno já passou.',
};

const LOCKED_HINT = (
  <p className="flex items-start gap-2 text-pretty">
    <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />O aluno não tem um plano Avançado: ele vê as
    metas, a estimativa e esta semana, e só essa semana pode ser ajustada.
  </p>
);

/** /aluno/:studentId/plano: the student's training plan; the linked trainer may adjust a week. */
export default function StudentPlanPage() {
  const { studentId } = useParams();
  if (!studentId) return <StudentNotFound />;
  return (
    <StudentViewShell key={studentId} studentId={studentId} section="plano">
      <header className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Plano de treino</h1>
        <p className="text-pretty text-muted-foreground">
          O plano do aluno até o TAF. Ajuste uma semana quando precisar: o aluno vê o que mudou, com o seu
          nome.
        </p>
      </header>
      <StudentPlan studentId={studentId} />
    </StudentViewShell>
  );
}

function StudentPlan({ studentId }: { studentId: string }) {
  const plan = useQuery(trainingPlanQuery(studentId));
  const isHidden = useHideOnNotFound(plan.error);
  if (isHidden) return null;
  if (plan.isPending) return <SectionLoading label="Carregando plano..." />;
  if (plan.isError)
    return (
      <SectionError error={plan.error} onRetry={() => void plan.refetch()} isRetrying={plan.isFetching} />
    );
  return <PlanContent studentId={studentId} plan={plan.data} />;
}

function PlanContent({ studentId, plan }: { studentId: string; plan: PlanView }) {
  if (plan.status !== 'ok')
    return (
      <div className="grid min-w-0 gap-8">
        <Alert>
          <AlertTitle>
            <h2>Ainda não há plano</h2>
          </AlertTitle>
          <AlertDescription>
            <p className="text-pretty">{NO_PLAN[plan.status]}</p>
          </AlertDescription>
        </Alert>
        <WeekComments studentId={studentId} />
      </div>
    );
  const thisWeek = plan.this_week;
  return (
    <div className="grid min-w-0 gap-8">
      {plan.days_left !== null ? (
        <p className="text-sm">
          Faltam <span className="tabular-nums">{plan.days_left}</span>{' '}
          {plan.days_left === 1 ? 'dia' : 'dias'} para o TAF
          {plan.is_reta_final ? ' — reta final: manter e afiar, sem carga nova.' : '.'}
        </p>
      ) : null}
      <TargetsSection plan={plan} reader="trainer" />
      {thisWeek ? (
        <ThisWeekSection
          week={thisWeek}
          adjustment={plan.weeks.find((week) => week.start === thisWeek.week_start)?.adjustment}
        />
      ) : null}
      <WeekComments studentId={studentId} />
      <WeeksSection
        weeks={plan.weeks}
        lockedHint={LOCKED_HINT}
        action={(week) => <WeekAdjustDialog studentId={studentId} week={week} />}
      />
    </div>
  );
}
