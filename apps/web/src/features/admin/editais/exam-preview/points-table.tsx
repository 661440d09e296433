import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import type { ExamStandard, PointsBand } from '@prontidao/domain/exams/exam-schema';
import { formatNumber } from '@prontidao/domain/format/number';

function rangeText(standard: ExamStandard, band: PointsBand): string {
  const at = (value: number) => formatExamMark(standard.measure, value);
  const { lower, upper } = band;
  if (lower !== undefined && upper !== undefined)
    return lower === upper ? at(lower) : `${at(lower)} a ${at(upper)}`;
  if (upper !== undefined) return `até ${at(upper)}`;
  if (lower !== undefined) return `${at(lower)} ou mais`;
  return 'qualquer marca';
}

/** A standard's points bands, row by row: the marks and the points they earn. */
export function PointsTable({ caption, standard }: { caption: string; standard: ExamStandard }) {
  return (
    <div className="max-w-full overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Pontos: {caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1 pe-3 text-start font-medium">
              Marca
            </th>
            <th scope="col" className="py-1 ps-3 text-end font-medium">
              Pontos
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {(standard.bands ?? []).map((band, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: bands have no id; their order is the edital's
            <tr key={index} className="border-b last:border-0">
              <td className="py-1 pe-3">{rangeText(standard, band)}</td>
              <td className="py-1 ps-3 text-end">{formatNumber(band.points, { maxDecimals: 2 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
