import { summarizeProgress } from '@prontidao/domain/scoring/progress-summary';
import { ClipboardList, History, Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { type UserTest, useUserTests } from '@/lib/queries/taf';
import { BodyReportCard } from './body-report-card';
import { ChanceCard } from './chance-card';
import { EvolutionTable } from './evolution-table';
import { LastTestTab } from './last-test-tab';
import { OverviewTab } from './overview-tab';
import { collectSeries, toEvolutionRows } from './progress-data';
import { ProgressEmpty, ProgressError, ProgressSkeleton } from './progress-states';
import { SummaryCards } from './summary-cards';

// recharts is heavy: its chunk is fetched only when the "Evolução" tab mounts the chart.
const EvolutionChart = lazy(() => import('./evolution-chart'));

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

function ProgressContent({ tests }: { tests: readonly UserTest[] }) {
  const [latest] = tests;
  const summary = summarizeProgress(tests.map((test) => test.json_resultado.nota_final));
  const series = collectSeries(tests);
  const rows = toEvolutionRows(tests);
  return (
    <>
      <SummaryCards summary={summary} />
      <ChanceCard tests={tests} />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Detalhes do progresso">
          <TabsTrigger value="overview">Visão geral</TabsTrigger>
          <TabsTrigger value="last">Último teste</TabsTrigger>
          <TabsTrigger value="evolution">Evolução</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab tests={tests} />
        </TabsContent>
        <TabsContent value="last">{latest ? <LastTestTab test={latest} /> : null}</TabsContent>
        <TabsContent value="evolution">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Evolução das notas</h2>
              </CardTitle>
              <CardDescription>
                {rows.length < 2
                  ? 'Faça mais simulados para acompanhar sua evolução ao longo do tempo.'
                  : 'Nota final e nota de cada prova, do simulado mais antigo ao mais recente. A linha tracejada cinza marca a nota 6.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<ChartFallback />}>
                <EvolutionChart rows={rows} series={series} />
              </Suspense>
              <EvolutionTable rows={rows} series={series} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

function ChartFallback() {
  return (
    <div className="h-80">
      <p role="status" className="sr-only">
        Carregando gráfico...
      </p>
      <Skeleton className="h-full" />
    </div>
  );
}
