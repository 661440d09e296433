import { formatDate } from '@prontidao/domain/format/date';
import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import { useQuery } from '@tanstack/react-query';
import { AptoBadge, GradeValue, MedalBadge } from '@/components/taf/result-badges';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type GradedResult, isGradedResult, userTestsQuery } from '@/lib/queries/taf';
import { compareTestKeys, formatTestValue } from '@/lib/taf-result';
import { REPORT_TESTS_LIMIT, type StudentTest } from './api/student-queries';
import { ExamSimulationItem } from './exam-simulation-item';
import { useHideOnNotFound } from './hidden-student';
import { SectionError, SectionLoading } from './section-states';

/**
 * The student's simulations, newest first, with the exam the newest one followed: for an edital
 * graded 0–10 the final grade, medal, apto and each test's grade; for an exam Apto or Inapto and
 * each test's mark against its pass mark.
 */
export function SimulationsCard({ studentId }: { studentId: string }) {
  const tests = useQuery(userTestsQuery(REPORT_TESTS_LIMIT, studentId));
  const isHidden = useHideOnNotFound(tests.error);
  if (isHidden) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Simulados</h2>
        </CardTitle>
        <CardDescription>
          {tests.data?.[0] ? <FollowedExam name={tests.data[0].json_resultado.edital.name} /> : null}
          Do mais novo ao mais antigo.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tests.isPending ? (
          <SectionLoading label="Carregando simulados..." />
        ) : tests.isError ? (
          <SectionError
            error={tests.error}
            onRetry={() => void tests.refetch()}
            isRetrying={tests.isFetching}
          />
        ) : tests.data.length === 0 ? (
          <p className="text-muted-foreground">O aluno ainda não fez nenhum simulado.</p>
        ) : (
          <ul className="divide-y" aria-label="Simulados do aluno">
            {tests.data.map((test) => (
              <SimulationItem key={test.id} test={test} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The exam of the newest simulation: what the student trains for now. */
function FollowedExam({ name }: { name: string }) {
  return (
    <span className="block">
      Concurso: <strong className="font-medium text-foreground">{name}</strong> (simulado mais recente).
    </span>
  );
}

function SimulationItem({ test }: { test: StudentTest }) {
  const result = test.json_resultado;
  if (!isGradedResult(result)) return <ExamSimulationItem createdAt={test.created_at} result={result} />;
  return <GradedSimulationItem createdAt={test.created_at} result={result} />;
}

/** One simulation of an edital graded 0–10: date, final grade /10, medal, apto, each test's grade. */
function GradedSimulationItem({ createdAt, result }: { createdAt: string; result: GradedResult }) {
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <time dateTime={createdAt} className="min-w-24 text-sm tabular-nums">
          {formatDate(createdAt)}
        </time>
        <span className="text-sm">
          <span className="sr-only">Nota final: </span>
          <GradeValue nota={result.nota_final} className="text-base" />
          <span className="text-muted-foreground">/10</span>
        </span>
        <span className="ms-auto flex flex-wrap gap-2">
          <MedalBadge medal={result.medalha} />
          <AptoBadge apto={result.apto} />
        </span>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
        {Object.entries(result.tests)
          .sort(([a], [b]) => compareTestKeys(a, b))
          .map(([key, item]) => (
            <li key={key}>
              <span className="font-medium text-foreground">{item.label}:</span> {formatTestValue(item)} (nota{' '}
              {formatGrade(item.nota)})
            </li>
          ))}
      </ul>
      <p className="text-muted-foreground text-xs">{result.edital.name}</p>
    </li>
  );
}
