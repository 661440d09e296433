import { ClipboardList, History, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFullProfile } from '@/lib/queries/profile';
import { type UserTest, useUserTests } from '@/lib/queries/taf';
import { BodyReportCard } from './body-report-card';
import { currentEditalId, gradedOfEdital, isExamEdital } from './current-edital';
import { ExamProgress } from './exam-progress';
import { examSimulations } from './exam-progress-data';
import { GradedProgress } from './graded-progress';
import { NoSimulationOfEdital, ProgressEmpty, ProgressError, ProgressSkeleton } from './progress-states';

/** The server's maximum: the summary counts every simulation, not just the latest page. */
const HISTORY_LIMIT = 200;

/**
 * /aluno/progresso-taf and /progresso-taf: summary, history, last test and evolution of the simulations,
 * then the candidate's own body report.
 */
export default function ProgressPage() {
  const history = useUserTests(HISTORY_LIMIT);
  return (
    <div className="grid gap-6">
      <ProgressHeader />
      {history.isPending ? (
        <ProgressSkeleton />
      ) : history.isError ? (
        <ProgressError onRetry={() => void history.refetch()} isRetrying={history.isFetching} />
      ) : history.data.length === 0 ? (
        <ProgressEmpty />
      ) : (
        <ProgressContent tests={history.data} />
      )}
      <BodyReportCard />
    </div>
  );
}

function ProgressHeader() {
  return (
    <header className="flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
      <div className="grid gap-1">
        <h1 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">Progresso TAF</h1>
        <p className="text-pretty text-muted-foreground">
          Acompanhe suas notas nos simulados do TAF e veja como você está evoluindo.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.candidate.tests}>
            <Plus aria-hidden="true" />
            Novo simulado
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.tests}>
            <ClipboardList aria-hidden="true" />
            Testes
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.simulations}>
            <History aria-hidden="true" />
            Simulados
          </Link>
        </Button>
      </div>
    </header>
  );
}

/** The current edital decides the page: grades of an edital graded 0–10, or an exam's marks. */
function ProgressContent({ tests }: { tests: readonly UserTest[] }) {
  const profile = useFullProfile();
  const editalId = currentEditalId(profile.isSuccess ? (profile.data?.edital_id ?? null) : undefined, tests);
  if (isExamEdital(editalId, tests)) {
    return <ExamProgress tests={examSimulations(tests, editalId)} examId={editalId} />;
  }
  const graded = gradedOfEdital(tests, editalId);
  if (graded.length === 0) return <NoSimulationOfEdital name={null} />;
  return <GradedProgress graded={graded} />;
}
