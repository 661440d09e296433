import { summarizeProgress } from '@prontidao/domain/scoring/progress-summary';
import { lazy, Suspense } from 'react';
import { ChanceCard } from '@/components/chance-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { GradedUserTest } from '@/lib/queries/taf';
import { ChartFallback } from './chart-fallback';
import { EvolutionTable } from './evolution-table';
import { LastTestTab } from './last-test-tab';
import { OverviewTab } from './overview-tab';
import { collectSeries, toEvolutionRows } from './progress-data';
import { SummaryCards } from './summary-cards';

// recharts is heavy: its chunk is fetched only when the "Evolução" tab mounts the chart.
const EvolutionChart = lazy(() => import('./evolution-chart'));

/**
 * The progress of an edital graded 0–10 (CBMDF, CBMMG): grades, medals and percentiles of the
 * graded simulations, and the chance of passing (the server's, of the candidate's edital).
 */
export function GradedProgress({ graded }: { graded: readonly GradedUserTest[] }) {
  const [latest] = graded;
  const summary = summarizeProgress(graded.map((test) => test.json_resultado.nota_final));
  return (
    <>
      <SummaryCards summary={summary} />
      <ChanceCard />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Detalhes do progresso">
          <TabsTrigger value="overview">Visão geral</TabsTrigger>
          <TabsTrigger value="last">Último teste</TabsTrigger>
          <TabsTrigger value="evolution">Evolução</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab tests={graded} />
        </TabsContent>
        <TabsContent value="last">{latest ? <LastTestTab test={latest} /> : null}</TabsContent>
        <TabsContent value="evolution">
          <GradedEvolution tests={graded} />
        </TabsContent>
      </Tabs>
    </>
  );
}

function GradedEvolution({ tests }: { tests: readonly GradedUserTest[] }) {
  const series = collectSeries(tests);
  const rows = toEvolutionRows(tests);
  return (
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
  );
}
