import { formatDateTime } from '@prontidao/domain/format/date';
import { ESTIMATE_NOTICE } from '@prontidao/domain/scoring/editais/catalog';
import { formatGrade, gradeTone } from '@prontidao/domain/scoring/progress-summary';
import { Info } from 'lucide-react';
import type { Ref } from 'react';
import { AptoBadge, GRADE_TONE_TEXT, MedalBadge } from '@/components/taf/result-badges';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { type GradedResult, isGradedResult, type JsonResultado } from '@/lib/queries/taf';
import { compareTestKeys } from '@/lib/taf-result';
import { ExamResultBody } from './exam-result-body';
import { TestResultRow } from './test-result-row';

export interface SimulationResultCardProps {
  result: JsonResultado;
  /** ISO instant the simulation was saved. */
  createdAt: string;
  /** Lets the page move focus here after a new result or a pick in the history. */
  ref?: Ref<HTMLElement>;
}

/** A simulation's result: graded 0–10 (CBMDF, CBMMG) or an exam's apto/inapto per test. */
export function SimulationResultCard({ result, createdAt, ref }: SimulationResultCardProps) {
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="resultado-titulo" className="rounded-lg outline-none">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="resultado-titulo">Resultado do simulado</h2>
          </CardTitle>
          <CardDescription>{formatDateTime(createdAt)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isGradedResult(result) ? <GradedResultBody result={result} /> : <ExamResultBody result={result} />}
        </CardContent>
      </Card>
    </section>
  );
}

/** A graded simulation: final grade, medal, apto/inapto with reasons, and one row per test. */
function GradedResultBody({ result }: { result: GradedResult }) {
  const tone = gradeTone(result.nota_final);
  const tests = Object.entries(result.tests).sort(([a], [b]) => compareTestKeys(a, b));
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="grid">
          <span className="text-muted-foreground text-sm">Nota final</span>
          <span
            data-testid="nota-final"
            className={cn('font-bold text-4xl tabular-nums', GRADE_TONE_TEXT[tone])}
          >
            {formatGrade(result.nota_final)}/10
          </span>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <MedalBadge medal={result.medalha} className="text-sm" />
          <AptoBadge apto={result.apto} data-testid="resultado-apto" className="text-sm" />
        </div>
      </div>
      {!result.apto && result.motivos.length > 0 ? (
        <ul className="list-inside list-disc text-destructive-subtle-foreground text-sm">
          {result.motivos.map((motivo) => (
            <li key={motivo}>{motivo}</li>
          ))}
        </ul>
      ) : null}
      <ul aria-label="Notas por prova" className="divide-y border-y">
        {tests.map(([key, test]) => (
          <TestResultRow key={key} test={test} />
        ))}
      </ul>
      <div className="grid gap-1 text-muted-foreground text-sm">
        <p>Edital: {result.edital.name}</p>
        {result.edital.is_estimate ? (
          <p className="flex items-start gap-1.5">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {ESTIMATE_NOTICE}
          </p>
        ) : null}
      </div>
    </>
  );
}
