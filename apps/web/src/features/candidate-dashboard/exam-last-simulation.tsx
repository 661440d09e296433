import { AptoBadge } from '@/components/taf/result-badges';
import type { ExamResultJson } from '@/lib/queries/taf';
import { examTestsInOrder, timeWindowOf, useCachedCatalogueEntry } from './exam-result';
import { ExamTestLine } from './exam-test-line';

/** The 'Último simulado' of an exam: its name, Apto or Inapto with the reasons, each test's mark. */
export function ExamLastSimulation({ result }: { result: ExamResultJson }) {
  const entry = useCachedCatalogueEntry(result.edital.id);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="grid">
          <span className="text-muted-foreground text-sm">Concurso</span>
          <span data-testid="dashboard-exam-name" className="text-balance font-semibold text-lg">
            {result.edital.name}
          </span>
        </p>
        <AptoBadge apto={result.apto} />
      </div>
      {!result.apto && result.motivos.length > 0 ? (
        <p className="text-muted-foreground text-sm">{result.motivos.join(' · ')}</p>
      ) : null}
      <ul className="grid gap-3" aria-label="Resultado por prova">
        {examTestsInOrder(result.tests, entry).map(([key, test]) => (
          <ExamTestLine key={key} test={test} timeWindowS={timeWindowOf(entry, key)} />
        ))}
      </ul>
      {result.avisos.length > 0 ? (
        <p className="text-muted-foreground text-xs">{result.avisos.join(' ')}</p>
      ) : null}
    </>
  );
}
