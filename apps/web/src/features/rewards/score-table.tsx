import { cargoName } from '@prontidao/domain/profile/cargos';
import { type Sex, sexName } from '@prontidao/domain/profile/sex';
import type { ScoringTable } from '@prontidao/domain/scoring/edital-schema';
import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import type { EditalTable } from './api/edital-table';
import { MARK_HEADERS, scoreRows } from './score-table-rows';

function captionOf(label: string, table: ScoringTable): string {
  const parts = [label, sexName(table.sex)];
  if (table.cargo) parts.push(cargoName(table.cargo));
  if (table.ageBand) parts.push(`${table.ageBand.min} a ${table.ageBand.max} anos`);
  return parts.join(' · ');
}

function OneTable({
  caption,
  table,
  pointsScale,
}: {
  caption: string;
  table: ScoringTable;
  pointsScale: number;
}) {
  const showPoints = pointsScale !== 10;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-medium">{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1.5 pe-3 text-start font-medium">
              {MARK_HEADERS[table.measure]}
            </th>
            {showPoints ? (
              <th scope="col" className="px-3 py-1.5 text-end font-medium">
                Pontos
              </th>
            ) : null}
            <th scope="col" className="py-1.5 ps-3 text-end font-medium">
              Nota
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {scoreRows(table, pointsScale).map((row) => (
            <tr key={row.mark} className="border-b last:border-0">
              <td className="py-1.5 pe-3">{row.mark}</td>
              {showPoints ? <td className="px-3 py-1.5 text-end">{row.points}</td> : null}
              <td className="py-1.5 ps-3 text-end font-medium">{formatGrade(row.nota)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every test of an edital with the tables of the candidate's sex (both sexes while it is unknown). */
export function ScoreTable({ edital, sex }: { edital: EditalTable; sex: Sex | null }) {
  const hasLinear = edital.tests.some((test) => test.tables.some((table) => table.kind === 'linear'));
  return (
    <div className="grid gap-5">
      {edital.tests.map((test) => {
        const tables = test.tables.filter((table) => !sex || table.sex === sex);
        if (tables.length === 0) return null;
        return (
          <section key={test.key} className="grid gap-3" aria-label={test.label}>
            {tables.map((table, index) => (
              <OneTable
                // biome-ignore lint/suspicious/noArrayIndexKey: an edital's tables have no id; their order is fixed
                key={index}
                caption={captionOf(test.label, table)}
                table={table}
                pointsScale={edital.points_scale}
              />
            ))}
          </section>
        );
      })}
      {hasLinear ? (
        <p className="text-muted-foreground text-xs">
          Entre uma linha e a seguinte a nota sobe aos poucos (em frações de ponto), em linha reta.
        </p>
      ) : null}
    </div>
  );
}
