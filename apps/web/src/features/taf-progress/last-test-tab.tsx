import { FEEDBACK_LABELS } from '@prontidao/domain/scoring/feedback';
import { percentileInBand, percentileMessage } from '@prontidao/domain/scoring/percentile';
import { AptoBadge, GradeValue, MedalBadge } from '@/components/taf/result-badges';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { GradedResult, GradedUserTest } from '@/lib/queries/taf';
import { compareTestKeys, formatTestValue } from '@/lib/taf-result';
import { formatTestDate } from './progress-data';

type GradedTestResult = GradedResult['tests'][string];

/** Details of the newest simulation: final result, reasons when inapto, then each test. */
export function LastTestTab({ test }: { test: GradedUserTest }) {
  const result = test.json_resultado;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>
              Simulado de <time dateTime={test.created_at}>{formatTestDate(test.created_at)}</time>
            </h2>
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-2">
            <span>Edital: {result.edital.name}</span>
            {result.edital.is_estimate ? <Badge variant="outline">Estimativa</Badge> : null}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-lg">
              Nota final <GradeValue nota={result.nota_final} className="font-bold text-2xl" />
              <span className="text-muted-foreground">/10</span>
            </p>
            <MedalBadge medal={result.medalha} />
            <AptoBadge apto={result.apto} />
          </div>
          {!result.apto && result.motivos.length > 0 ? (
            <Alert variant="warning" role="note">
              <AlertTitle>Por que inapto</AlertTitle>
              <AlertDescription>
                <ul className="list-disc ps-4">
                  {result.motivos.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </AlertDescription>
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Provas do simulado">
        {Object.entries(result.tests)
          .sort(([a], [b]) => compareTestKeys(a, b))
          .map(([key, testResult]) => (
            <li key={key}>
              <TestCard result={testResult} />
            </li>
          ))}
      </ul>
    </div>
  );
}

function TestCard({ result }: { result: GradedTestResult }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle asChild>
          <h3>{result.label}</h3>
        </CardTitle>
        <CardDescription>{FEEDBACK_LABELS[result.feedback]}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Resultado</dt>
          <dd className="font-semibold tabular-nums">{formatTestValue(result)}</dd>
          <dt className="text-muted-foreground">Nota</dt>
          <dd>
            <GradeValue nota={result.nota} />
            <span className="text-muted-foreground">/10</span>
          </dd>
          <dt className="text-muted-foreground">Medalha</dt>
          <dd>
            <MedalBadge medal={result.medalha} />
          </dd>
          <dt className="text-muted-foreground">Percentil estimado</dt>
          <dd>
            <span className="font-semibold tabular-nums">
              {percentileInBand(result.percentil, result.feedback)}
            </span>
            <span className="block text-muted-foreground text-xs">
              {percentileMessage(result.percentil, result.feedback)}
            </span>
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
