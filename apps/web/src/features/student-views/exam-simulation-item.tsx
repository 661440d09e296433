import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { formatDate } from '@prontidao/domain/format/date';
import { CircleCheck, CircleX } from 'lucide-react';
import { AptoBadge } from '@/components/taf/result-badges';
import { cn } from '@/lib/cn';
import type { ExamResultJson } from '@/lib/queries/taf';
import { compareTestKeys } from '@/lib/taf-result';

type ExamTestResult = ExamResultJson['tests'][string];

/** Reached the pass mark or not, in words beside its icon (never by colour alone). */
export function PassedText({ passou }: { passou: boolean }) {
  const Icon = passou ? CircleCheck : CircleX;
  return (
    <span
      className={cn('inline-flex items-center gap-1 align-middle', passou ? 'text-success' : 'text-red-700')}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {passou ? 'passou' : 'não passou'}
    </span>
  );
}

function ExamTestLine({ test }: { test: ExamTestResult }) {
  const mark = (value: number) => formatExamMark(test.measure, value);
  return (
    <li>
      <span className="font-medium text-foreground">{test.label}:</span> {mark(test.valor)}
      {test.minimo === null ? null : ` (mínimo ${mark(test.minimo)})`} · <PassedText passou={test.passou} />
      {test.margem ? ` · ${test.margem}` : null}
    </li>
  );
}

/** One simulation of an exam: date, the exam, Apto or Inapto, and each test against its pass mark. */
export function ExamSimulationItem({ createdAt, result }: { createdAt: string; result: ExamResultJson }) {
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <time dateTime={createdAt} className="min-w-24 text-sm tabular-nums">
          {formatDate(createdAt)}
        </time>
        <span className="text-sm">{result.edital.name}</span>
        <AptoBadge apto={result.apto} className="ms-auto" />
      </div>
      {!result.apto && result.motivos.length > 0 ? (
        <p className="text-sm">{result.motivos.join(' · ')}</p>
      ) : null}
      <ul className="grid gap-1 text-muted-foreground text-sm">
        {Object.entries(result.tests)
          .sort(([a], [b]) => compareTestKeys(a, b))
          .map(([key, test]) => (
            <ExamTestLine key={key} test={test} />
          ))}
      </ul>
    </li>
  );
}
