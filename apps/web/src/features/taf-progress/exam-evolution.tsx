import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { isLowerBetter } from '@prontidao/domain/exams/exam-schema';
import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { MarkPoint, MarkSeries } from './exam-progress-data';
import { PassedText } from './passed-text';

// recharts is heavy: its chunk is fetched only when the "Evolução" tab mounts a chart.
const ExamMarkChart = lazy(() => import('./exam-mark-chart'));

/** 'Evolução' of an exam: each test's marks over time in its unit, against its pass mark. */
export function ExamEvolution({ series, count }: { series: readonly MarkSeries[]; count: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Evolução das marcas</h2>
        </CardTitle>
        <CardDescription>
          {count < 2
            ? 'Faça mais simulados para acompanhar sua evolução ao longo do tempo.'
            : 'Cada prova na sua unidade, do simulado mais antigo ao mais recente. A linha tracejada cinza marca o mínimo; nos tempos o eixo é invertido: subir é melhorar.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {series.map((item) => (
          <MarkSection key={item.key} series={item} />
        ))}
      </CardContent>
    </Card>
  );
}

function describeSeries(series: MarkSeries, mark: (value: number) => string): string {
  const last = series.points.at(-1);
  const minimum = series.passMark === null ? 'sem mínimo' : `mínimo ${mark(series.passMark)}`;
  const count = series.points.length === 1 ? '1 simulado' : `${series.points.length} simulados`;
  const latest = last ? `; mais recente ${mark(last.value)} em ${last.date}` : '';
  return `${series.label} em ${count}${latest}; ${minimum}. Os valores estão na lista a seguir.`;
}

function MarkSection({ series }: { series: MarkSeries }) {
  const mark = (value: number) => formatExamMark(series.measure, value, series.timeWindowS);
  return (
    <section className="grid min-w-0 gap-2" aria-labelledby={`evolucao-${series.key}`}>
      <h3 id={`evolucao-${series.key}`} className="font-semibold">
        {series.label}
      </h3>
      <p className="text-muted-foreground text-sm">
        {series.passMark === null ? 'Sem mínimo' : `Mínimo: ${mark(series.passMark)}`}
        {isLowerBetter(series.measure) ? ' · quanto menor o tempo, melhor' : ''}
      </p>
      {series.points.length > 1 ? (
        <Suspense fallback={<Skeleton className="h-48" />}>
          <ExamMarkChart series={series} label={describeSeries(series, mark)} />
        </Suspense>
      ) : null}
      <MarkList series={series} mark={mark} />
    </section>
  );
}

/** The marks shown at first in each test's list; the older ones open on request. */
const SHOWN_MARKS = 5;

/** The marks as text, newest first: the chart's data for everyone (and all there is with one result). */
function MarkList({ series, mark }: { series: MarkSeries; mark: (value: number) => string }) {
  const newestFirst = [...series.points].reverse();
  const older = newestFirst.slice(SHOWN_MARKS);
  return (
    <>
      <MarkItems points={newestFirst.slice(0, SHOWN_MARKS)} mark={mark} label={`Marcas em ${series.label}`} />
      {older.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-primary">
            {older.length === 1 ? 'Ver a marca anterior' : `Ver as ${older.length} marcas anteriores`}
          </summary>
          <MarkItems points={older} mark={mark} label={`Marcas anteriores em ${series.label}`} />
        </details>
      ) : null}
    </>
  );
}

function MarkItems({
  points,
  mark,
  label,
}: {
  points: readonly MarkPoint[];
  mark: (value: number) => string;
  label: string;
}) {
  return (
    <ul className="grid gap-1 text-sm" aria-label={label}>
      {points.map((point) => (
        <li key={point.id} className="flex flex-wrap items-center gap-x-3">
          <span className="min-w-24 tabular-nums">{point.date}</span>
          <span className="font-semibold tabular-nums">{mark(point.value)}</span>
          <PassedText passou={point.passou} className="font-normal" />
        </li>
      ))}
    </ul>
  );
}
