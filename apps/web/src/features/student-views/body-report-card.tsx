import { formatPlainDate } from '@prontidao/domain/format/date';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useHideOnNotFound } from './hidden-student';
import { formatDecimal, formatWhole } from './metrics-format';
import { SectionError, SectionLoading } from './section-states';
import { type BodyReport, bodyReportQuery } from './student-queries';

/** Newest weighings shown under the report (the history comes oldest first). */
const WEIGHTS_SHOWN = 10;

const NOT_INFORMED = 'Não informado';

/**
 * 'Relatório corporal' (get_relatorio_bio): age, height, weight and its history, BMI with its WHO
 * category. Only the student and their trainer see it; never a public surface (spec §6).
 */
export function BodyReportCard({ studentId }: { studentId: string }) {
  const report = useQuery(bodyReportQuery(studentId));
  const isHidden = useHideOnNotFound(report.error);
  if (isHidden) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h2>Relatório corporal</h2>
        </CardTitle>
        <CardDescription>Visível apenas para o aluno e para você.</CardDescription>
      </CardHeader>
      <CardContent>
        {report.isPending ? (
          <SectionLoading label="Carregando relatório corporal..." />
        ) : report.isError ? (
          <SectionError
            error={report.error}
            onRetry={() => void report.refetch()}
            isRetrying={report.isFetching}
          />
        ) : (
          <BodyReportView report={report.data} />
        )}
      </CardContent>
    </Card>
  );
}

function BodyReportView({ report }: { report: BodyReport }) {
  const weights = report.pesos.slice(-WEIGHTS_SHOWN).reverse();
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="body-report">
        <dt className="text-muted-foreground">Idade</dt>
        <dd className="font-semibold">
          {report.idade == null ? NOT_INFORMED : `${report.idade} ${report.idade === 1 ? 'ano' : 'anos'}`}
        </dd>
        <dt className="text-muted-foreground">Altura</dt>
        <dd className="font-semibold tabular-nums">
          {report.altura_cm == null ? NOT_INFORMED : `${formatWhole(report.altura_cm)} cm`}
        </dd>
        <dt className="text-muted-foreground">Peso</dt>
        <dd className="font-semibold tabular-nums">
          {report.peso_kg == null ? NOT_INFORMED : `${formatDecimal(report.peso_kg)} kg`}
        </dd>
        <dt className="text-muted-foreground">IMC</dt>
        <dd className="font-semibold tabular-nums">
          {report.imc == null
            ? 'Sem peso e altura para calcular'
            : `${formatDecimal(report.imc)} kg/m² · ${report.imc_categoria ?? ''} (OMS)`}
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
                <span className="font-medium tabular-nums">{formatDecimal(point.peso_kg)} kg</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
