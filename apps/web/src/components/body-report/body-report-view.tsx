import type { BodyReport } from '@prontidao/domain/endurance/body-report';
import { formatPlainDate } from '@prontidao/domain/format/date';
import { formatNumber } from '@prontidao/domain/format/number';
import type { ReactNode } from 'react';

// The body report's content (get_relatorio_bio), shared by the trainer's view of a student and the
// candidate's own progress page. Only the student and their trainer see it; never a public surface.

/** Newest weighings shown under the report (the history comes oldest first). */
const WEIGHTS_SHOWN = 10;

const NOT_INFORMED = 'Não informado';

const oneDecimal = (value: number) => formatNumber(value, { decimals: 1 });

export function BodyReportView({
  report,
  missingAge = NOT_INFORMED,
}: {
  report: BodyReport;
  /** What the age says without a birth date (the candidate's own page links to the profile). */
  missingAge?: ReactNode;
}) {
  const weights = report.pesos.slice(-WEIGHTS_SHOWN).reverse();
  return (
    <div className="grid min-w-0 gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="body-report">
        <dt className="text-muted-foreground">Idade</dt>
        <dd className="min-w-0 break-words font-semibold">
          {report.idade == null ? missingAge : `${report.idade} ${report.idade === 1 ? 'ano' : 'anos'}`}
        </dd>
        <dt className="text-muted-foreground">Altura</dt>
        <dd className="font-semibold tabular-nums">
          {report.altura_cm == null ? NOT_INFORMED : `${formatNumber(report.altura_cm)} cm`}
        </dd>
        <dt className="text-muted-foreground">Peso</dt>
        <dd className="font-semibold tabular-nums">
          {report.peso_kg == null ? NOT_INFORMED : `${oneDecimal(report.peso_kg)} kg`}
        </dd>
        <dt className="text-muted-foreground">IMC</dt>
        <dd className="min-w-0 break-words font-semibold tabular-nums">
          {report.imc == null
            ? 'Sem peso e altura para calcular'
            : `${oneDecimal(report.imc)} kg/m² · ${report.imc_categoria ?? ''} (OMS)`}
        </dd>
      </dl>
      <div className="grid gap-2">
        <h3 className="font-medium text-sm">Histórico de peso</h3>
        {weights.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nenhuma pesagem registrada.</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label="Histórico de peso, do mais recente ao mais antigo">
            {weights.map((point) => (
              <li key={point.data} className="flex justify-between gap-3 border-b py-1 last:border-b-0">
                <span className="tabular-nums">{formatPlainDate(point.data)}</span>
                <span className="font-medium tabular-nums">{oneDecimal(point.peso_kg)} kg</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
