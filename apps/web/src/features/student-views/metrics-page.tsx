import { Link, matchPath, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { MetricsContent } from './metrics-content';
import { StudentViewShell } from './student-view-shell';

/**
 * 'Métricas de Resistência', on three routes:
 * - /aluno/:studentId/metricas — a trainer's student, with the student's header and tabs;
 * - /student-metrics?id=<id> — the same student's metrics, needing exactly one non-empty id;
 * - /aluno/metricas — the candidate's own (endurance_metrics without p_student).
 */
export default function MetricsPage() {
  const { studentId } = useParams();
  const { pathname } = useLocation();
  const [search] = useSearchParams();

  if (studentId) {
    return (
      <StudentViewShell key={studentId} studentId={studentId} section="metricas">
        <MetricsTitle isOwn={false} />
        <MetricsContent studentId={studentId} isOwn={false} />
      </StudentViewShell>
    );
  }

  if (matchPath(paths.studentMetrics, pathname)) {
    const ids = search.getAll('id');
    const id = ids.length === 1 ? (ids[0] ?? '').trim() : '';
    if (!id) return <IncompleteAddress />;
    return (
      <StudentViewShell key={id} studentId={id}>
        <MetricsTitle isOwn={false} />
        <MetricsContent studentId={id} isOwn={false} />
      </StudentViewShell>
    );
  }

  return (
    <StudentViewShell studentId={null}>
      <MetricsTitle isOwn />
      <MetricsContent studentId={null} isOwn />
    </StudentViewShell>
  );
}

function MetricsTitle({ isOwn }: { isOwn: boolean }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Métricas de Resistência</h1>
      <p className="text-pretty text-muted-foreground">
        {isOwn
          ? 'Estimativas a partir do seu teste de corrida mais recente'
          : 'Estimativas a partir do teste de corrida mais recente do aluno'}{' '}
        (TT2400 ou <span className="whitespace-nowrap">TT 2-3km</span>).
      </p>
    </header>
  );
}

/** /student-metrics without exactly one id: nothing is asked of the server. */
function IncompleteAddress() {
  return (
    <div className="grid gap-6">
      <MetricsTitle isOwn={false} />
      <Alert variant="warning">
        <AlertTitle>Endereço incompleto</AlertTitle>
        <AlertDescription>
          <p className="text-pretty">
            O endereço precisa indicar um único aluno (?id=…). Abra as métricas pela lista de alunos do
            painel.
          </p>
          <Link to={paths.trainer.dashboard} className="w-fit font-medium underline underline-offset-4">
            Ir para o painel do treinador
          </Link>
        </AlertDescription>
      </Alert>
    </div>
  );
}
