import type { ProgressSummary } from '@prontidao/domain/scoring/progress-summary';
import type { ReactNode } from 'react';
import { GradeValue } from '@/components/taf/result-badges';
import { Card } from '@/components/ui/card';

/** Total, average, best and approval rate: 2 × 2 on phones, one row from `lg`. */
export function SummaryCards({ summary }: { summary: ProgressSummary }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Resumo dos simulados">
      <SummaryCard term="Total de testes">{summary.total}</SummaryCard>
      <SummaryCard term="Média">
        <GradeOrDash nota={summary.average} />
      </SummaryCard>
      <SummaryCard term="Melhor nota">
        <GradeOrDash nota={summary.best} />
      </SummaryCard>
      <SummaryCard term="Taxa de aprovação" caption="nota final acima de 6">
        {summary.approvalRate == null ? '—' : `${summary.approvalRate} %`}
      </SummaryCard>
    </dl>
  );
}

function SummaryCard({ term, caption, children }: { term: string; caption?: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5">
      <dt className="font-medium text-muted-foreground text-sm">{term}</dt>
      <dd className="font-bold text-2xl tabular-nums sm:text-3xl">{children}</dd>
      {caption ? <dd className="text-muted-foreground text-xs">{caption}</dd> : null}
    </Card>
  );
}

function GradeOrDash({ nota }: { nota: number | null }) {
  return nota == null ? '—' : <GradeValue nota={nota} className="font-bold" />;
}
