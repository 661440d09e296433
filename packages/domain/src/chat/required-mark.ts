import type { Edital, EditalTest, Measure, ScoringTable } from '../scoring/edital-schema';
import { gradeTable } from '../scoring/grade-table';
import { MAX_HANG_SECONDS, MAX_REPS } from '../scoring/plausibility';
import { type GradingProfile, selectTable } from '../scoring/select-table';
import type { TafTest } from './lexicon';

// The other way round from grading: the least a candidate must reach for a grade. Marks are whole
// seconds or repetitions, as candidates train and as band tables are published.

/** The slowest time the search considers (60 min: beyond any TAF table). */
const SLOWEST_SECONDS = 3600;

export interface MarkForGrade {
  /** The slowest time (seconds_time) or the fewest seconds/repetitions that reach the grade. */
  mark: number;
  /** The grade that mark gets; at least the one asked for (bands jump in steps). */
  nota: number;
}

/**
 * The easiest whole mark graded at least `minNota` by a table, or null when no mark reaches it.
 * Grades rise monotonically with better marks, so the first hit from the worst end is the answer.
 */
export function findMarkForGrade(
  table: ScoringTable,
  pointsScale: number,
  minNota: number,
): MarkForGrade | null {
  const reaches = (mark: number) => gradeTable(table, pointsScale, mark).nota >= minNota;
  if (table.measure === 'seconds_time') {
    for (let mark = SLOWEST_SECONDS; mark >= 1; mark -= 1) {
      if (reaches(mark)) return { mark, nota: gradeTable(table, pointsScale, mark).nota };
    }
    return null;
  }
  const limit = table.measure === 'reps' ? MAX_REPS : MAX_HANG_SECONDS;
  for (let mark = 0; mark <= limit; mark += 1) {
    if (reaches(mark)) return { mark, nota: gradeTable(table, pointsScale, mark).nota };
  }
  return null;
}

/** Which edital test a chat topic means: the first whose key starts with it ('natacao_50m' too). */
const TEST_KEY_PREFIX: Record<TafTest, string> = { corrida: 'corrida', barra: 'barra', natacao: 'natacao' };

export const findEditalTest = (edital: Edital, test: TafTest): EditalTest | undefined =>
  edital.tests.find((candidate) => candidate.key.startsWith(TEST_KEY_PREFIX[test]));

export type RequiredMark =
  | { ok: true; label: string; measure: Measure; mark: number; nota: number }
  | { ok: false; label: string; message: string };

/** The smallest grade above zero, used for 'the minimum to score' (a 0 in any test fails the TAF). */
export const PASSING_NOTA = 0.01;

/** The mark one TAF test needs for `minNota` in the candidate's own table of an edital. */
export function requiredMark(
  edital: Edital,
  test: TafTest,
  profile: GradingProfile,
  minNota: number,
): RequiredMark | null {
  const editalTest = findEditalTest(edital, test);
  if (!editalTest) return null;
  const label = editalTest.label;
  const selection = selectTable(edital, editalTest, profile);
  if (!selection.ok) return { ok: false, label, message: selection.error.message };
  const found = findMarkForGrade(selection.table, edital.pointsScale, minNota);
  if (!found) {
    return { ok: false, label, message: `Nenhuma marca em ${label} chega a essa nota neste edital.` };
  }
  return { ok: true, label, measure: selection.table.measure, ...found };
}
