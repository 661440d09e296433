import type { Exam, ExamMeasure, ExamSex } from '@prontidao/domain/exams/exam-schema';
import { passMarkOf } from '@prontidao/domain/exams/points';
import { DEFAULT_EDITAL_ID, EDITAL_BODIES } from '@prontidao/domain/scoring/editais/catalog';
import { findTestMeasure } from '@prontidao/domain/scoring/edital-queries';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';

// One line of 'Qual é o seu concurso?' per edital or exam: what finds it (body, state, cargos),
// whether it grades yet, and each test as each sex does it — the simulator's inputs.

type BySex<T> = { M: T; F: T };

export interface CatalogueEntry {
  id: string;
  version: number;
  /** 'grade_table': 0–10 by tables (CBMDF, CBMMG); 'exam': pass marks or points per event. */
  format: 'grade_table' | 'exam';
  name: string;
  short_name: string;
  body: string | null;
  uf: string | null;
  year: number | null;
  cargos: string[];
  /** 'partial': 'Tabela incompleta', followed and trained for, graded once an admin completes it. */
  completeness: 'complete' | 'partial';
  is_estimate: boolean;
  is_default: boolean;
  /** No longer offered to new choosers; whoever follows it keeps it. */
  is_archived: boolean;
  tests: {
    key: string;
    label: string;
    /** The test as each sex does it ('Isometria na barra fixa' where men do pull-ups). */
    labels: BySex<string>;
    /** Null where the exam has no numbers for that sex yet. */
    measures: BySex<ExamMeasure | null>;
    /** The mark that passes; null where none is known or it depends on the age. */
    pass_marks: BySex<number | null>;
    time_window_s: number | null;
    distance_m: number | null;
  }[];
}

const bySex = <T>(of: (sex: ExamSex) => T): BySex<T> => ({ M: of('M'), F: of('F') });

export function summaryOfEdital(edital: Edital, archived = false): CatalogueEntry {
  const known = EDITAL_BODIES[edital.id];
  return {
    id: edital.id,
    version: edital.version,
    format: 'grade_table',
    name: edital.name,
    short_name: edital.name,
    body: known?.body ?? null,
    uf: known?.uf ?? null,
    year: known?.year ?? null,
    cargos: [],
    completeness: 'complete',
    is_estimate: edital.isEstimate,
    is_default: edital.id === DEFAULT_EDITAL_ID,
    is_archived: archived,
    tests: edital.tests.map((test) => ({
      key: test.key,
      label: test.label,
      labels: bySex(() => test.label),
      measures: bySex((sex) => findTestMeasure(edital, test.key, sex) ?? null),
      pass_marks: bySex(() => null),
      time_window_s: null,
      distance_m: null,
    })),
  };
}

/** The one pass mark of a sex in an event; null when there is none or it depends on the age. */
function passMarkFor(exam: Exam, eventIndex: number, sex: ExamSex): number | null {
  const marks = (exam.events[eventIndex]?.standards ?? [])
    .filter((standard) => standard.sex === sex)
    .map(passMarkOf);
  const [first] = marks;
  return first !== undefined && first !== null && marks.every((mark) => mark === first) ? first : null;
}

export function summaryOfExam(exam: Exam, archived = false): CatalogueEntry {
  return {
    id: exam.id,
    version: exam.version,
    format: 'exam',
    name: exam.name,
    short_name: exam.shortName,
    body: exam.body,
    uf: exam.uf ?? null,
    year: exam.year ?? null,
    cargos: exam.cargos,
    completeness: exam.completeness,
    is_estimate: false,
    is_default: false,
    is_archived: archived,
    tests: exam.events.map((event, index) => {
      const standardOf = (sex: ExamSex) => event.standards.find((standard) => standard.sex === sex);
      return {
        key: event.key,
        label: event.label,
        labels: bySex((sex) => standardOf(sex)?.variant ?? event.label),
        measures: bySex((sex) => standardOf(sex)?.measure ?? null),
        pass_marks: bySex((sex) => passMarkFor(exam, index, sex)),
        time_window_s: event.timeWindowS ?? null,
        distance_m: event.distanceM ?? null,
      };
    }),
  };
}
