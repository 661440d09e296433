import { formatNumber } from '@prontidao/domain/format/number';
import { CircleCheck, CircleX, Info } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { ExamResultJson } from '@/lib/queries/taf';
import { examTestsInOrder, timeWindowOf, useCatalogueEntry } from './exam-result';
import { ExamTestRow } from './exam-test-row';

/** Apto or Inapto, large, with its icon: an exam has no grade, this is its answer. */
function ExamVerdict({ apto }: { apto: boolean }) {
  const Icon = apto ? CircleCheck : CircleX;
  return (
    <p className="grid">
      <span className="text-muted-foreground text-sm">Situação no TAF</span>
      <span
        data-testid="resultado-apto"
        className={cn('flex items-center gap-2 font-bold text-4xl', apto ? 'text-success' : 'text-red-700')}
      >
        <Icon aria-hidden="true" className="size-8 shrink-0" />
        {apto ? 'Apto' : 'Inapto'}
      </span>
    </p>
  );
}

/** The points of an exam that adds them up (or averages them), against its minimum. */
function PointsTotal({ pontos }: { pontos: NonNullable<ExamResultJson['pontos']> }) {
  const points = (value: number) => formatNumber(value, { maxDecimals: 2 });
  return (
    <p className="grid">
      <span className="text-muted-foreground text-sm">
        {pontos.tipo === 'sum' ? 'Soma dos pontos' : 'Média dos pontos'}
      </span>
      <span className="font-semibold text-xl tabular-nums">
        {points(pontos.total)}{' '}
        <span className="font-normal text-base text-muted-foreground">(mínimo: {points(pontos.minimo)})</span>
      </span>
    </p>
  );
}

/** An exam's result: apto or inapto with the reasons, each test against its pass mark, the notes. */
export function ExamResultBody({ result }: { result: ExamResultJson }) {
  const entry = useCatalogueEntry(result.edital.id);
  return (
    <>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-2">
        <ExamVerdict apto={result.apto} />
        {result.pontos ? <PointsTotal pontos={result.pontos} /> : null}
      </div>
      {result.motivos.length > 0 ? (
        <ul aria-label="Motivos" className="list-inside list-disc text-destructive-subtle-foreground text-sm">
          {result.motivos.map((motivo) => (
            <li key={motivo}>{motivo}</li>
          ))}
        </ul>
      ) : null}
      {result.avisos.length > 0 ? (
        <div className="grid gap-1 text-muted-foreground text-sm">
          {result.avisos.map((aviso) => (
            <p key={aviso} className="flex items-start gap-1.5">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {aviso}
            </p>
          ))}
        </div>
      ) : null}
      <ul aria-label="Resultado por prova" className="divide-y border-y">
        {examTestsInOrder(result.tests, entry).map(([key, test]) => (
          <ExamTestRow key={key} test={test} timeWindowS={timeWindowOf(entry, key)} />
        ))}
      </ul>
      <p className="text-muted-foreground text-sm">Concurso: {result.edital.name}</p>
    </>
  );
}
