import { formatMinutesSeconds } from '@prontidao/domain/format/duration';
import { formatNumber } from '@prontidao/domain/format/number';
import { CARGO_LABELS } from '@prontidao/domain/profile/cargos';
import { SEX_LABELS } from '@prontidao/domain/profile/sex';
import type { Measure, ScoringTable } from '@prontidao/domain/scoring/edital-schema';
import { gradeTable } from '@prontidao/domain/scoring/grade-table';
import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import { Badge } from '@/components/ui/badge';
import type { TablesPreview } from '../api/edital-mutations';

const MEASURE: Record<Measure, string> = {
  reps: 'repetições',
  seconds_hang: 'segundos na barra',
  seconds_time: 'tempo (min:s)',
};
const decimal = (value: number) => formatNumber(value, { maxDecimals: 2 });

function formatMark(measure: Measure, value: number): string {
  if (measure === 'seconds_time') return formatMinutesSeconds(value);
  if (measure === 'seconds_hang') return `${decimal(value)} s`;
  return `${decimal(value)} rep.`;
}

/** The edital as the server read it (defaults applied): each test with its tables. */
export function EditalPreview({ edital }: { edital: TablesPreview }) {
  return (
    <div className="grid min-w-0 gap-5">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Nome</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">{edital.name}</dd>
        <dt className="text-muted-foreground">Identificador</dt>
        <dd className="font-mono [overflow-wrap:anywhere]">{edital.id}</dd>
        <dt className="text-muted-foreground">Versão</dt>
        <dd>{edital.version}</dd>
        <dt className="text-muted-foreground">Escala de pontos</dt>
        <dd>{edital.pointsScale}</dd>
        <dt className="text-muted-foreground">Tabelas</dt>
        <dd>
          {edital.isEstimate ? (
            <Badge variant="warning">Estimadas</Badge>
          ) : (
            <Badge variant="outline">Oficiais</Badge>
          )}
        </dd>
      </dl>
      {edital.tests.map((test) => (
        <section key={test.key} className="grid min-w-0 gap-3" aria-labelledby={`preview-${test.key}`}>
          <h3 id={`preview-${test.key}`} className="font-semibold">
            {test.label}{' '}
            <span className="font-normal font-mono text-muted-foreground text-sm">({test.key})</span>
          </h3>
          <div className="grid min-w-0 gap-3 md:grid-cols-2">
            {test.tables.map((table, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an edital's tables have no id; their order is fixed
              <TableView key={index} label={test.label} table={table} pointsScale={edital.pointsScale} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function scopeOf(table: ScoringTable): string {
  const parts = [SEX_LABELS[table.sex]];
  if (table.cargo) parts.push(CARGO_LABELS[table.cargo]);
  if (table.ageBand) parts.push(`${table.ageBand.min} a ${table.ageBand.max} anos`);
  return parts.join(' · ');
}

function TableView({
  label,
  table,
  pointsScale,
}: {
  label: string;
  table: ScoringTable;
  pointsScale: number;
}) {
  const better = table.better === 'higher' ? 'maior é melhor' : 'menor é melhor';
  return (
    <div className="grid min-w-0 gap-2 rounded-md border p-3">
      <p className="font-medium text-sm">
        {label} — {scopeOf(table)}
      </p>
      <p className="text-muted-foreground text-xs">
        {table.kind === 'linear' ? 'Linear' : 'Por faixas'} · {MEASURE[table.measure]} · {better}
      </p>
      {table.kind === 'linear' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Nota 1 (mínimo)</dt>
          <dd className="tabular-nums">{formatMark(table.measure, table.minimum)}</dd>
          <dt className="text-muted-foreground">Nota 10 (máximo)</dt>
          <dd className="tabular-nums">{formatMark(table.measure, table.top)}</dd>
          <dt className="text-muted-foreground">Passo da nota</dt>
          <dd className="tabular-nums">{decimal(table.step)}</dd>
        </dl>
      ) : (
        <div className="max-w-full overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">
              {label} — {scopeOf(table)}
            </caption>
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  Marca
                </th>
                <th scope="col" className="px-3 py-1 text-end font-medium">
                  Pontos
                </th>
                <th scope="col" className="py-1 ps-3 text-end font-medium">
                  Nota
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {table.rows.map((row) => {
                const at = (value: number) => formatMark(table.measure, value);
                const mark =
                  row.lower !== undefined && row.upper !== undefined
                    ? row.lower === row.upper
                      ? at(row.lower)
                      : `${at(row.lower)} a ${at(row.upper)}`
                    : row.upper !== undefined
                      ? `até ${at(row.upper)}`
                      : `${at(row.lower ?? 0)} ou mais`;
                const { nota } = gradeTable(table, pointsScale, row.lower ?? row.upper ?? 0);
                return (
                  <tr key={mark} className="border-b last:border-0">
                    <td className="py-1 pe-3">{mark}</td>
                    <td className="px-3 py-1 text-end">{decimal(row.points)}</td>
                    <td className="py-1 ps-3 text-end">{formatGrade(nota)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
