import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { AptoBadge } from '@/components/taf/result-badges';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { bestPoint, type ExamUserTest, type MarkSeries, passedCount } from './exam-progress-data';
import { PassedText } from './passed-text';
import { formatTestDate } from './progress-data';

/** The history shows the latest simulations only (spec §9). */
const RECENT_COUNT = 5;

export function ExamOverviewTab({
  tests,
  series,
}: {
  tests: readonly ExamUserTest[];
  series: readonly MarkSeries[];
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecentExamSimulations tests={tests.slice(0, RECENT_COUNT)} />
      <BestMarks series={series} />
    </div>
  );
}

function RecentExamSimulations({ tests }: { tests: readonly ExamUserTest[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Simulados recentes</h2>
        </CardTitle>
        <CardDescription>
          {tests.length === 1
            ? 'Seu único simulado deste concurso.'
            : `Os ${tests.length} últimos, do mais novo ao mais antigo.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {tests.map((test) => {
            const { passed, total } = passedCount(test.json_resultado);
            return (
              <li
                key={test.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
              >
                <time dateTime={test.created_at} className="min-w-24 text-sm">
                  {formatTestDate(test.created_at)}
                </time>
                <span className="text-sm">{`${passed} de ${total} provas no mínimo`}</span>
                <AptoBadge apto={test.json_resultado.apto} className="ms-auto" />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function BestMarks({ series }: { series: readonly MarkSeries[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Melhor marca por prova</h2>
        </CardTitle>
        <CardDescription>Considerando todos os simulados deste concurso.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3" aria-label="Melhor marca por prova">
          {series.map((item) => {
            const best = bestPoint(item);
            if (!best) return null;
            const mark = (value: number) => formatExamMark(item.measure, value, item.timeWindowS);
            return (
              <li key={item.key} className="grid gap-0.5 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium">{item.label}</span>{' '}
                  <span className="font-semibold tabular-nums">{mark(best.value)}</span>
                </div>
                <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                  <PassedText passou={best.passou} />
                  {item.passMark === null ? null : <span> · mínimo {mark(item.passMark)}</span>}
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
