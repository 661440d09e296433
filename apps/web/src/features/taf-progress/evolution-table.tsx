import { formatGrade } from '@prontidao/domain/scoring/progress-summary';
import type { EvolutionRow, TestSeries } from './progress-data';

/** The chart's data for screen readers: visually hidden, oldest → newest like the chart. */
export function EvolutionTable({
  rows,
  series,
}: {
  rows: readonly EvolutionRow[];
  series: readonly TestSeries[];
}) {
  return (
    // A table ignores sr-only's 1px width, so the wrapper hides it.
    <div className="sr-only">
      <table>
        <caption>Notas de cada simulado, do mais antigo ao mais recente</caption>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Nota final</th>
            {series.map(({ key, label }) => (
              <th key={key} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.date}</th>
              <td>{formatGrade(row.final)}</td>
              {series.map(({ key }) => {
                const nota = row.grades[key];
                return <td key={key}>{nota == null ? 'não realizada' : formatGrade(nota)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
