import { formatGrade, type GradeTone, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatGradePercent } from './format-result';

// Score colours: green ≥ 8, yellow ≥ 6, red below; text colours keep AA contrast on the card.
const TONE_TEXT: Record<GradeTone, string> = {
  good: 'text-success',
  fair: 'text-yellow-800',
  poor: 'text-red-700',
};

const TONE_BAR: Record<GradeTone, string> = {
  good: 'bg-success',
  fair: 'bg-warning',
  poor: 'bg-destructive',
};

/** One test of the last simulation: its label, grade out of 10, percentage and bar. */
export function TestGradeBar({ label, nota }: { label: string; nota: number }) {
  const tone = gradeTone(nota);
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          <span className={cn('font-semibold', TONE_TEXT[tone])}>{formatGrade(nota)}/10</span>
          <span className="text-muted-foreground"> · {formatGradePercent(nota)}</span>
        </span>
      </div>
      <Progress
        value={nota * 10}
        label={`Nota em ${label}: ${formatGrade(nota)} de 10`}
        indicatorClassName={TONE_BAR[tone]}
      />
    </li>
  );
}
