import { Badge } from '@/components/ui/badge';
import type { EditalSummary } from '@/lib/queries/taf';
import { examPlace, PARTIAL_BADGE } from './exam-labels';

/** An exam in two lines: its short name (with 'Tabela incompleta' when partial), then body · UF. */
export function ExamLines({ exam }: { exam: EditalSummary }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 wrap-anywhere font-medium">{exam.short_name}</span>
        {exam.completeness === 'partial' ? <Badge variant="warning">{PARTIAL_BADGE}</Badge> : null}
      </span>
      <span className="min-w-0 wrap-anywhere text-muted-foreground text-sm">{examPlace(exam)}</span>
    </span>
  );
}
