import { formatDate } from '@prontidao/domain/format/date';
import { ESTIMATE_NOTICE } from '@prontidao/domain/scoring/editais/catalog';
import { formatGrade, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { ArrowRight, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { AptoBadge, GRADE_TONE_TEXT, MedalBadge } from '@/components/taf/result-badges';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type GradedResult, isGradedResult, useLastSimulado } from '@/lib/queries/taf';
import { compareTestKeys } from '@/lib/taf-result';
import { DashboardCardHeader } from './dashboard-card-header';
import { ExamLastSimulation } from './exam-last-simulation';
import { LastSimulationEmpty, LastSimulationError } from './last-simulation-states';
import { TestGradeBar } from './test-grade-bar';

type LastSimulation = NonNullable<ReturnType<typeof useLastSimulado>['data']>;

/** 'Último simulado': the latest simulation, or an invitation to take the first one. */
export function LastSimulationCard() {
  const last = useLastSimulado();
  if (last.isError) {
    return <LastSimulationError onRetry={() => void last.refetch()} isRetrying={last.isFetching} />;
  }
  if (!last.data) return <LastSimulationEmpty />;
  return <LastSimulationSummary simulation={last.data} />;
}

/**
 * The whole card opens the TAF progress: its one link stretches over the card (`after:inset-0`),
 * so the content stays readable by screen readers and the link keeps a short name.
 */
function LastSimulationSummary({ simulation }: { simulation: LastSimulation }) {
  const result = simulation.json_resultado;
  return (
    <Card className="relative flex flex-col transition-colors hover:bg-muted/40 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <DashboardCardHeader
        title="Último simulado"
        description={<>Realizado em {formatDate(simulation.created_at)}</>}
        icon={ClipboardCheck}
      />
      <CardContent className="grid gap-4">
        {isGradedResult(result) ? (
          <GradedLastSimulation result={result} />
        ) : (
          <ExamLastSimulation result={result} />
        )}
      </CardContent>
      <CardFooter className="mt-auto">
        <Link
          to={paths.candidate.progress}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-primary text-sm underline-offset-4 after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline"
        >
          Ver progresso no TAF
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardFooter>
    </Card>
  );
}

/** An edital graded 0–10 (CBMDF, CBMMG): the final grade, medal, apto and each test's grade. */
function GradedLastSimulation({ result }: { result: GradedResult }) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="grid">
          <span className="text-muted-foreground text-sm">Nota final</span>
          <span
            data-testid="dashboard-nota-final"
            className={cn('font-bold text-4xl tabular-nums', GRADE_TONE_TEXT[gradeTone(result.nota_final)])}
          >
            {formatGrade(result.nota_final)}/10
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <MedalBadge medal={result.medalha} />
          <AptoBadge apto={result.apto} />
        </div>
      </div>
      {!result.apto && result.motivos.length > 0 ? (
        <p className="text-muted-foreground text-sm">{result.motivos.join(' · ')}</p>
      ) : null}
      <ul className="grid gap-3" aria-label="Notas por prova">
        {Object.entries(result.tests)
          .sort(([a], [b]) => compareTestKeys(a, b))
          .map(([key, test]) => (
            <TestGradeBar key={key} label={test.label} nota={test.nota} />
          ))}
      </ul>
      {result.edital.is_estimate ? (
        <p className="text-muted-foreground text-xs">
          {result.edital.name}: {ESTIMATE_NOTICE}
        </p>
      ) : null}
    </>
  );
}
