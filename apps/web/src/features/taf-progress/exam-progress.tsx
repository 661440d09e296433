import { ChanceCard } from '@/components/chance-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEditais } from '@/lib/queries/taf';
import { ExamEvolution } from './exam-evolution';
import { ExamLastTestTab } from './exam-last-test-tab';
import { ExamOverviewTab } from './exam-overview-tab';
import { type ExamUserTest, markSeries } from './exam-progress-data';
import { ExamSummaryCards } from './exam-summary-cards';
import { NoSimulationOfEdital } from './progress-states';

/**
 * The progress of an exam (pass marks, no grade): apto or not, each test's marks over time in its
 * unit against its pass mark, and the chance of passing. The listed exam gives the tests' order.
 */
export function ExamProgress({ tests, examId }: { tests: readonly ExamUserTest[]; examId: string }) {
  const editais = useEditais();
  const entry = editais.data?.find((item) => item.id === examId);
  const [latest] = tests;
  if (!latest) return <NoSimulationOfEdital name={entry?.short_name ?? null} />;
  const series = markSeries(tests, entry);
  return (
    <>
      <p className="text-muted-foreground text-sm">
        Concurso: {entry?.short_name ?? latest.json_resultado.edital.name}
      </p>
      <ExamSummaryCards tests={tests} />
      <ChanceCard />
      <Tabs defaultValue="overview">
        <TabsList aria-label="Detalhes do progresso">
          <TabsTrigger value="overview">Visão geral</TabsTrigger>
          <TabsTrigger value="last">Último teste</TabsTrigger>
          <TabsTrigger value="evolution">Evolução</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <ExamOverviewTab tests={tests} series={series} />
        </TabsContent>
        <TabsContent value="last">
          <ExamLastTestTab test={latest} entry={entry} />
        </TabsContent>
        <TabsContent value="evolution">
          <ExamEvolution series={series} count={tests.length} />
        </TabsContent>
      </Tabs>
    </>
  );
}
