import { formatNumber } from '@prontidao/domain/format/number';
import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type ExamTestResult, examMarkText } from './exam-result';

/** Passed or not, said in words beside its icon (never by colour alone). */
function PassedMark({ passou }: { passou: boolean }) {
  const Icon = passou ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold text-sm',
        passou ? 'text-success' : 'text-red-700',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {passou ? 'Passou' : 'Não passou'}
    </span>
  );
}

export interface ExamTestRowProps {
  test: ExamTestResult;
  timeWindowS?: number | undefined;
}

/** One test of an exam: the mark, the pass mark, passed or not, the margin and the points. */
export function ExamTestRow({ test, timeWindowS }: ExamTestRowProps) {
  const minimo = test.minimo === null ? null : examMarkText({ ...test, valor: test.minimo }, timeWindowS);
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium">
          {test.label}{' '}
          <span className="font-normal text-muted-foreground">· {examMarkText(test, timeWindowS)}</span>
        </p>
        <PassedMark passou={test.passou} />
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-sm">
        {minimo ? <span>{`Mínimo: ${minimo}`}</span> : null}
        {test.margem ? <span>{test.margem}</span> : null}
        {test.pontos !== undefined ? (
          <span>
            {formatNumber(test.pontos, { maxDecimals: 2 })} {test.pontos === 1 ? 'ponto' : 'pontos'}
          </span>
        ) : null}
        {test.reteste ? <span>Marca do reteste</span> : null}
      </p>
    </li>
  );
}
