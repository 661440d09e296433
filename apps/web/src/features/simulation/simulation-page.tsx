import { useEffect, useRef, useState } from 'react';
import { type UserTest, useUserTests } from '@/lib/queries/taf';
import { NewSimulationCard } from './new-simulation-card';
import { HISTORY_LIMIT, SimulationHistory } from './simulation-history';
import { SimulationResultCard } from './simulation-result-card';

interface Selection {
  test: UserTest;
  /** Move focus to the result card once it shows this test (after a save or a pick in the history). */
  shouldFocus: boolean;
}

/** /aluno/testes, /aluno/simulados and /testes: new simulation, its result and the last five. */
export default function SimulationPage() {
  const history = useUserTests(HISTORY_LIMIT);
  const [selection, setSelection] = useState<Selection | null>(null);
  const resultRef = useRef<HTMLElement>(null);
  const shown = selection?.test ?? history.data?.[0];

  useEffect(() => {
    if (selection?.shouldFocus) resultRef.current?.focus();
  }, [selection]);

  const show = (test: UserTest) => setSelection({ test, shouldFocus: true });

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Simulado TAF</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Informe seus resultados nas provas do seu edital ou concurso para saber se estaria apto no TAF. Nos
          editais com nota (CBMDF, CBMMG), veja também a nota, a medalha e o percentil de cada prova.
        </p>
      </header>
      <NewSimulationCard onSaved={show} />
      {shown ? (
        <SimulationResultCard ref={resultRef} result={shown.json_resultado} createdAt={shown.created_at} />
      ) : null}
      <section aria-labelledby="historico-titulo" className="grid gap-3">
        <h2 id="historico-titulo" className="font-semibold text-lg">
          Últimos simulados
        </h2>
        <SimulationHistory selectedId={shown?.id} onSelect={show} />
      </section>
    </div>
  );
}
