import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { formatNumber } from '@prontidao/domain/format/number';
import { AptoBadge } from '@/components/taf/result-badges';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { EditalSummary, ExamResultJson } from '@/lib/queries/taf';
import { type ExamTestResult, type ExamUserTest, examTestsInOrder, timeWindowOf } from './exam-progress-data';
import { PassedText } from './passed-text';
import { formatTestDate } from './progress-data';

const points = (value: number) => formatNumber(value, { maxDecimals: 2 });

/** The newest simulation of an exam: Apto or Inapto with the reasons, then each test against its pass mark. */
export function ExamLastTestTab({ test, entry }: { test: ExamUserTest; entry: EditalSummary | undefined }) {
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
          <CardDescription>Concurso: {result.edital.name}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ExamVerdict result={result} />
          {result.avisos.map((aviso) => (
            <p key={aviso} className="text-muted-foreground text-xs">
              {aviso}
            </p>
          ))}
        </CardContent>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Provas do simulado">
        {examTestsInOrder(result.tests, entry).map(([key, item]) => (
          <li key={key}>
            <ExamTestCard test={item} timeWindowS={timeWindowOf(entry, key)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExamVerdict({ result }: { result: ExamResultJson }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <AptoBadge apto={result.apto} className="text-base" />
        {result.pontos ? (
          <p className="text-sm">
            {result.pontos.tipo === 'sum' ? 'Soma dos pontos' : 'Média dos pontos'}:{' '}
            <span className="font-semibold tabular-nums">{points(result.pontos.total)}</span>{' '}
            <span className="text-muted-foreground">(mínimo {points(result.pontos.minimo)})</span>
          </p>
        ) : null}
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
    </>
  );
}

function ExamTestCard({ test, timeWindowS }: { test: ExamTestResult; timeWindowS: number | undefined }) {
  const mark = (value: number) => formatExamMark(test.measure, value, timeWindowS);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle asChild>
          <h3>{test.label}</h3>
        </CardTitle>
        <CardDescription>
          <PassedText passou={test.passou} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Resultado</dt>
          <dd className="font-semibold tabular-nums">{mark(test.valor)}</dd>
          <dt className="text-muted-foreground">Mínimo</dt>
          <dd className="tabular-nums">{test.minimo === null ? 'sem mínimo' : mark(test.minimo)}</dd>
          {test.margem ? (
            <>
              <dt className="text-muted-foreground">Margem</dt>
              <dd>{test.margem}</dd>
            </>
          ) : null}
          {test.pontos !== undefined ? (
            <>
              <dt className="text-muted-foreground">Pontos</dt>
              <dd className="tabular-nums">{points(test.pontos)}</dd>
            </>
          ) : null}
        </dl>
        {test.reteste ? <p className="mt-2 text-muted-foreground text-xs">Marca do reteste.</p> : null}
      </CardContent>
    </Card>
  );
}
