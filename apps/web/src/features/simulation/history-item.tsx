import { formatDateTime } from '@prontidao/domain/format/date';
import { formatGrade, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { AptoBadge, GRADE_TONE_TEXT, MedalBadge } from '@/components/taf/result-badges';
import { cn } from '@/lib/cn';
import { type ExamResultJson, type GradedResult, isGradedResult, type UserTest } from '@/lib/queries/taf';
import { examMarkText, examTestsInOrder, timeWindowOf, useCatalogueEntry } from './exam-result';

/** A graded simulation in the list: its grade, medal and apto/inapto. */
function GradedSummary({ result }: { result: GradedResult }) {
  return (
    <>
      <span className={cn('font-semibold tabular-nums', GRADE_TONE_TEXT[gradeTone(result.nota_final)])}>
        {formatGrade(result.nota_final)}/10
      </span>
      <span className="ms-auto flex flex-wrap items-center gap-2">
        <MedalBadge medal={result.medalha} />
        <AptoBadge apto={result.apto} />
      </span>
    </>
  );
}

/** An exam's simulation in the list: the exam, apto/inapto and each test's mark. */
function ExamSummary({ result }: { result: ExamResultJson }) {
  const entry = useCatalogueEntry(result.edital.id);
  const marks = examTestsInOrder(result.tests, entry).map(
    ([key, test]) => `${test.label}: ${examMarkText(test, timeWindowOf(entry, key))}`,
  );
  return (
    <>
      <span className="font-semibold">{result.edital.name}</span>
      <span className="ms-auto flex flex-wrap items-center gap-2">
        <AptoBadge apto={result.apto} />
      </span>
      <span className="basis-full text-muted-foreground text-sm">{marks.join(' · ')}</span>
    </>
  );
}

export interface HistoryItemProps {
  test: UserTest;
  isSelected: boolean;
  onSelect: (test: UserTest) => void;
}

/** One simulation of the history, a button that shows it in the result card. */
export function HistoryItem({ test, isSelected, onSelect }: HistoryItemProps) {
  const result = test.json_resultado;
  return (
    <button
      type="button"
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onSelect(test)}
      className={cn(
        'flex w-full cursor-pointer flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-card p-3 text-left',
        'transition-colors hover:border-primary/60 hover:bg-background',
        isSelected && 'border-primary ring-1 ring-primary',
      )}
    >
      <span className="text-muted-foreground text-sm tabular-nums">{formatDateTime(test.created_at)}</span>
      {isGradedResult(result) ? <GradedSummary result={result} /> : <ExamSummary result={result} />}
    </button>
  );
}
