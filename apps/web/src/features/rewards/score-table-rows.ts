import { formatMinutesSeconds } from '@prontidao/domain/format/duration';
import type { Measure, ScoringTable } from '@prontidao/domain/scoring/edital-schema';
import { gradeTable } from '@prontidao/domain/scoring/grade-table';

// An edital's scoring table as rows a person reads: the mark each grade needs (a short repetition
// table lists every count). Every row is the domain's own grading (gradeTable), so the table shows
// what a simulation would give.

export interface ScoreRow {
  /** 'até 8:44', '15 ou mais', '8:45 a 9:14'… */
  mark: string;
  points: number;
  nota: number;
}

export const MARK_HEADERS: Record<Measure, string> = {
  reps: 'Repetições',
  seconds_hang: 'Tempo na barra',
  seconds_time: 'Tempo (min:s)',
};

export function formatMark(measure: Measure, value: number): string {
  if (measure === 'seconds_time') return formatMinutesSeconds(value);
  if (measure === 'seconds_hang') return `${value} s`;
  return String(value);
}

/** The whole-unit mark that first reaches a grade of a linear table (1 at the minimum, 10 at the top). */
function markForGrade(table: ScoringTable & { kind: 'linear' }, scale: number, grade: number): number {
  const raw = table.minimum + ((grade - 1) * (table.top - table.minimum)) / 9;
  const higher = table.better === 'higher';
  let mark = higher ? Math.ceil(raw - 1e-9) : Math.floor(raw + 1e-9);
  // Whole seconds or repetitions: step towards the better side until the grade is really reached.
  for (let i = 0; i < 5 && gradeTable(table, scale, mark).nota < grade; i++) mark += higher ? 1 : -1;
  return mark;
}

/** Repetition tables this short list every count: a candidate reads the grade of their own number. */
const MAX_REP_ROWS = 20;

function everyRepRows(table: ScoringTable & { kind: 'linear' }, scale: number): ScoreRow[] | null {
  const top = Math.ceil(table.top);
  const minimum = Math.ceil(table.minimum);
  if (table.measure !== 'reps' || table.better !== 'higher' || top - minimum > MAX_REP_ROWS) return null;
  const rows: ScoreRow[] = [{ mark: `${top} ou mais`, ...gradeTable(table, scale, top) }];
  for (let reps = top - 1; reps >= minimum; reps--)
    rows.push({ mark: String(reps), ...gradeTable(table, scale, reps) });
  rows.push({ mark: `menos de ${minimum}`, ...gradeTable(table, scale, minimum - 1) });
  return rows.map(({ mark, points, nota }) => ({ mark, points, nota }));
}

function linearRows(table: ScoringTable & { kind: 'linear' }, scale: number): ScoreRow[] {
  const everyRep = everyRepRows(table, scale);
  if (everyRep) return everyRep;
  const higher = table.better === 'higher';
  const rows: ScoreRow[] = [];
  for (let grade = 10; grade >= 1; grade--) {
    const mark = markForGrade(table, scale, grade);
    const { nota, points } = gradeTable(table, scale, mark);
    const text = formatMark(table.measure, mark);
    rows.push({ mark: higher ? `${text} ou mais` : `até ${text}`, points, nota });
  }
  const worst = higher ? Math.ceil(table.minimum) - 1 : Math.floor(table.minimum) + 1;
  const text = formatMark(table.measure, higher ? worst + 1 : worst - 1);
  rows.push({ mark: higher ? `menos de ${text}` : `acima de ${text}`, ...gradeTable(table, scale, worst) });
  return rows;
}

function bandRows(table: ScoringTable & { kind: 'bands' }, scale: number): ScoreRow[] {
  return table.rows.map((row) => {
    const { lower, upper } = row;
    const at = (value: number) => formatMark(table.measure, value);
    let mark: string;
    if (lower !== undefined && upper !== undefined)
      mark = lower === upper ? at(lower) : `${at(lower)} a ${at(upper)}`;
    else if (upper !== undefined) mark = `até ${at(upper)}`;
    else mark = `${at(lower ?? 0)} ou mais`;
    const { nota } = gradeTable(table, scale, lower ?? upper ?? 0);
    return { mark, points: row.points, nota };
  });
}

/** The rows of one scoring table, best mark first. */
export const scoreRows = (table: ScoringTable, pointsScale: number): ScoreRow[] =>
  table.kind === 'linear' ? linearRows(table, pointsScale) : bandRows(table, pointsScale);
