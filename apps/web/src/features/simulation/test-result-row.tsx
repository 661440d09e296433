import { formatNumber } from '@prontidao/domain/format/number';
import { FEEDBACK_LABELS } from '@prontidao/domain/scoring/feedback';
import { percentileInBand, percentileMessage } from '@prontidao/domain/scoring/percentile';
import { formatGrade, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { GRADE_TONE_BAR, GRADE_TONE_TEXT, MedalBadge } from '@/components/taf/result-badges';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import type { GradedResult } from '@/lib/queries/taf';
import { formatTestValue } from '@/lib/taf-result';

type GradedTest = GradedResult['tests'][string];

/** One test of a simulation: value, grade with its bar, medal, feedback band and percentile. */
export function TestResultRow({ test }: { test: GradedTest }) {
  const tone = gradeTone(test.nota);
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium">
          {test.label} <span className="font-normal text-muted-foreground">· {formatTestValue(test)}</span>
        </p>
        <p className="tabular-nums">
          <span className={cn('font-semibold', GRADE_TONE_TEXT[tone])}>{formatGrade(test.nota)}/10</span>
          <span className="text-muted-foreground text-sm">
            {' '}
            · {formatNumber(test.nota * 10, { maxDecimals: 1 })}%
          </span>
        </p>
      </div>
      <Progress
        value={test.nota * 10}
        label={`Nota em ${test.label}: ${formatGrade(test.nota)} de 10`}
        indicatorClassName={GRADE_TONE_BAR[tone]}
      />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <MedalBadge medal={test.medalha} />
        <span className="text-muted-foreground">{FEEDBACK_LABELS[test.feedback]}</span>
      </div>
      <p className="text-muted-foreground text-sm">
        Percentil estimado: {percentileInBand(test.percentil, test.feedback)} —{' '}
        {percentileMessage(test.percentil, test.feedback)}
      </p>
    </li>
  );
}
