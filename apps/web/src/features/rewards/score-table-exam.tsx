import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { SEXES, type Sex, sexName } from '@prontidao/domain/profile/sex';
import type { EditalSummary, EditalTestSummary } from '@/lib/queries/taf';

/** Said under an exam's pass marks: they come from what was published, never the edital itself. */
export const EXAM_SOURCE_NOTE = 'Conforme divulgado — confira o edital oficial';

/** The pass mark of a test for a sex as the edital writes it, or why there is none. */
function passMarkText(test: EditalTestSummary, sex: Sex): string {
  const measure = test.measures[sex];
  const mark = test.pass_marks[sex];
  if (measure === null) return 'não divulgado';
  if (mark === null) return 'conforme a idade';
  return formatExamMark(measure, mark, test.time_window_s ?? undefined);
}

function PassMarksTable({ entry, sex }: { entry: EditalSummary; sex: Sex }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="pb-2 text-start font-medium">{`${entry.short_name} · ${sexName(sex)}`}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-1.5 pe-3 text-start font-medium">
              Prova
            </th>
            <th scope="col" className="py-1.5 ps-3 text-end font-medium">
              Mínimo
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.tests.map((test) => (
            <tr key={test.key} className="border-b last:border-0">
              <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                {test.labels[sex]}
              </th>
              <td className="py-1.5 ps-3 text-end font-medium tabular-nums">{passMarkText(test, sex)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An exam has no 0–10 table: the mark each test needs to pass, for the person's sex (both while it
 * is unknown), from the catalogue's entry.
 */
export function ExamPassMarks({ entry, sex }: { entry: EditalSummary; sex: Sex | null }) {
  return (
    <div className="grid gap-5">
      {(sex ? [sex] : SEXES).map((each) => (
        <PassMarksTable key={each} entry={entry} sex={each} />
      ))}
      {entry.completeness === 'partial' ? (
        <p className="text-muted-foreground text-xs">
          Tabela incompleta: alguns índices deste concurso ainda não estão aqui.
        </p>
      ) : null}
      <p className="text-muted-foreground text-xs">{EXAM_SOURCE_NOTE}</p>
    </div>
  );
}
