import type { TechniqueAnalysis, TechniqueSection } from '@prontidao/domain/technique/technique-types';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';

// One analysis as the candidate reads it: the summary, a block per theme, the next sessions.

function remainingText(remaining: number | null): string {
  if (remaining === null) return 'Seu plano tem análises ilimitadas.';
  if (remaining === 0) return 'Esta foi a última análise do seu plano neste mês.';
  return remaining === 1 ? 'Resta 1 análise neste mês.' : `Restam ${remaining} análises neste mês.`;
}

function SectionBlock({ section }: { section: TechniqueSection }) {
  const toFix = section.status === 'atencao';
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="break-words font-semibold">{section.title}</h4>
        <Badge variant={toFix ? 'warning' : 'success'}>{toFix ? 'Corrigir' : 'Ponto positivo'}</Badge>
      </div>
      <ul className="list-disc space-y-1 ps-5">
        {section.noticed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        <span className="font-medium">Por que importa no TAF: </span>
        {section.why_it_matters}
      </p>
      <div className="grid gap-1">
        <p className="font-medium">{toFix ? 'Como corrigir' : 'Para manter'}</p>
        <ul className="list-disc space-y-1 ps-5">
          {section.drills.map((drill) => (
            <li key={drill}>{drill}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export interface TechniqueResultProps {
  analysis: TechniqueAnalysis;
  remaining: number | null;
}

export function TechniqueResult({ analysis, remaining }: TechniqueResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new analysis takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (analysis) heading.current?.focus();
  }, [analysis]);
  return (
    <section aria-labelledby="technique-result-title" className="grid gap-3 break-words text-sm">
      <h3
        ref={heading}
        tabIndex={-1}
        id="technique-result-title"
        className="font-semibold text-base outline-none"
      >
        Análise de técnica
      </h3>
      <p>{analysis.summary}</p>
      {analysis.sections.length > 0 ? (
        <ul aria-label="Pontos da análise" className="grid gap-3">
          {analysis.sections.map((section) => (
            <SectionBlock key={section.theme} section={section} />
          ))}
        </ul>
      ) : null}
      <div className="grid gap-1 rounded-md bg-muted p-3">
        <h4 className="font-semibold">Próximas sessões: {analysis.progression.title}</h4>
        <ol className="list-decimal space-y-1 ps-5">
          {analysis.progression.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className="text-muted-foreground">{remainingText(remaining)}</p>
    </section>
  );
}
