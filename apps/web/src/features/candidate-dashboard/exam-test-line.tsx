import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type ExamTestResult, examMarkText } from './exam-result';

/** Reached the pass mark or not, in words beside its icon (never by colour alone). */
function PassedText({ passou }: { passou: boolean }) {
  const Icon = passou ? CircleCheck : CircleX;
  return (
    <span
      className={cn('inline-flex items-center gap-1 font-semibold', passou ? 'text-success' : 'text-red-700')}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {passou ? 'Passou' : 'Não passou'}
    </span>
  );
}

/** One test of an exam on the 'Último simulado' card: the mark, passed or not, the margin. */
export function ExamTestLine({
  test,
  timeWindowS,
}: {
  test: ExamTestResult;
  timeWindowS?: number | undefined;
}) {
  const minimo = test.minimo === null ? null : examMarkText(test, test.minimo, timeWindowS);
  return (
    <li className="grid gap-0.5 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">{test.label}</span>{' '}
        <span className="font-semibold tabular-nums">{examMarkText(test, test.valor, timeWindowS)}</span>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
        <PassedText passou={test.passou} />
        {test.margem ? <span> · {test.margem}</span> : null}
        {minimo ? <span> · mínimo {minimo}</span> : null}
      </p>
    </li>
  );
}
