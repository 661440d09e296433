import { type ExamMeasure, isLowerBetter } from '@prontidao/domain/exams/exam-schema';
import { type ExamUserTest, isGradedResult } from '@/lib/queries/taf';
import { compareTestKeys } from '@/lib/taf-result';
import type { StudentTest } from './api/student-queries';

// 'Por prova' on a trainer's view of a student (issue 23): per event of the exam the student follows,
// what their simulations of it say — the newest mark against its pass mark, and the best one.

export interface EventProgress {
  key: string;
  label: string;
  measure: ExamMeasure;
  /** The newest simulation's mark, in the measure's units. */
  latest: number;
  /** The best mark of every loaded simulation of this exam (lowest for a time, highest otherwise). */
  best: number;
  /** The pass mark for the student's sex as the newest simulation graded it; null: any mark passes. */
  minimo: number | null;
  /** Whether the newest mark reached it, and by how much ('falta 1 repetição', 'sobram 0,4 s'). */
  passou: boolean;
  margem: string | null;
}

export interface ExamProgress {
  /** How many loaded simulations followed this exam. */
  simulations: number;
  latestAt: string;
  events: EventProgress[];
}

const isSimulationOf =
  (examId: string) =>
  (test: StudentTest): test is ExamUserTest =>
    !isGradedResult(test.json_resultado) && test.json_resultado.edital.id === examId;

const better = (measure: ExamMeasure, a: number, b: number) =>
  isLowerBetter(measure) ? Math.min(a, b) : Math.max(a, b);

/**
 * The events of an exam of pass marks from the student's simulations of it (newest first or not);
 * null when none of them followed it. An event is read as the newest simulation has it; an older
 * one counts for the best mark only in the same measure (a woman's hang is not a man's pull-ups).
 */
export function examProgressOf(tests: readonly StudentTest[], examId: string): ExamProgress | null {
  const simulations = tests
    .filter(isSimulationOf(examId))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const [newest] = simulations;
  if (!newest) return null;
  const events = Object.entries(newest.json_resultado.tests)
    .sort(([a], [b]) => compareTestKeys(a, b))
    .map(([key, test]): EventProgress => {
      const best = simulations.reduce((mark, simulation) => {
        const other = simulation.json_resultado.tests[key];
        return other && other.measure === test.measure ? better(test.measure, mark, other.valor) : mark;
      }, test.valor);
      return {
        key,
        label: test.label,
        measure: test.measure,
        latest: test.valor,
        best,
        minimo: test.minimo,
        passou: test.passou,
        margem: test.margem,
      };
    });
  return { simulations: simulations.length, latestAt: newest.created_at, events };
}
