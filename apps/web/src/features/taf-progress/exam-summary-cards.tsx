import type { ReactNode } from 'react';
import { AptoBadge } from '@/components/taf/result-badges';
import { Card } from '@/components/ui/card';
import type { ExamUserTest } from './exam-progress-data';

/** An exam has no grade: how many simulations, how many apto, and the newest one's answer. */
export function ExamSummaryCards({ tests }: { tests: readonly ExamUserTest[] }) {
  const aptos = tests.filter((test) => test.json_resultado.apto).length;
  const [latest] = tests;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-label="Resumo dos simulados">
      <SummaryCard term="Total de testes">{tests.length}</SummaryCard>
      <SummaryCard term="Aptos" caption="simulados em que estaria apto">
        {`${aptos} de ${tests.length}`}
      </SummaryCard>
      <SummaryCard term="Último simulado">
        {latest ? <AptoBadge apto={latest.json_resultado.apto} className="text-base" /> : '—'}
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
