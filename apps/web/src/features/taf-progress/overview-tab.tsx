import { formatGrade, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { AptoBadge, GRADE_TONE_BAR, GradeValue, MedalBadge } from '@/components/taf/result-badges';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { GradedUserTest } from '@/lib/queries/taf';
import { averageByTest, formatTestDate } from './progress-data';

/** The history shows the latest simulations only (spec §9). */
const RECENT_COUNT = 5;

export function OverviewTab({ tests }: { tests: readonly GradedUserTest[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecentSimulations tests={tests.slice(0, RECENT_COUNT)} />
      <TestAverages tests={tests} />
    </div>
  );
}

function RecentSimulations({ tests }: { tests: readonly GradedUserTest[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Simulados recentes</h2>
        </CardTitle>
        <CardDescription>
          {tests.length === 1
            ? 'Seu único simulado.'
            : `Os ${tests.length} últimos, do mais novo ao mais antigo.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {tests.map((test) => (
            <li
              key={test.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0 last:pb-0"
            >
              <time dateTime={test.created_at} className="min-w-24 text-sm">
                {formatTestDate(test.created_at)}
              </time>
              <span className="text-sm">
                <span className="sr-only">Nota final: </span>
                <GradeValue nota={test.json_resultado.nota_final} className="text-base" />
                <span className="text-muted-foreground">/10</span>
              </span>
              <span className="ms-auto flex flex-wrap gap-2">
                <MedalBadge medal={test.json_resultado.medalha} />
                <AptoBadge apto={test.json_resultado.apto} />
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function TestAverages({ tests }: { tests: readonly GradedUserTest[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Média por prova</h2>
        </CardTitle>
        <CardDescription>Considerando todos os seus simulados.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {averageByTest(tests).map(({ key, label, average }) => (
            <li key={key} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{label}</span>
                <span>
                  <GradeValue nota={average} />
                  <span className="text-muted-foreground">/10</span>
                </span>
              </div>
              <Progress
                value={average * 10}
                label={`Média em ${label}: ${formatGrade(average)} de 10`}
                indicatorClassName={GRADE_TONE_BAR[gradeTone(average)]}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
