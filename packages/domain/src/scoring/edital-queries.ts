import type { Edital, Measure, Sex } from './edital-schema';

/** The measure a test uses for a sex in an edital (tables of one test and sex share it), if any. */
export function findTestMeasure(edital: Edital, testKey: string, sex: Sex): Measure | undefined {
  const test = edital.tests.find((candidate) => candidate.key === testKey);
  return test?.tables.find((table) => table.sex === sex)?.measure;
}

/** What the simulation form asks for the bar: 'reps' (dynamic) or 'seconds_hang' (isometric). */
export const findBarMeasure = (edital: Edital, sex: Sex): Measure | undefined =>
  findTestMeasure(edital, 'barra', sex);

/** True when every test of the edital has at least one table for that sex. */
export const hasTablesForSex = (edital: Edital, sex: Sex): boolean =>
  edital.tests.every((test) => test.tables.some((table) => table.sex === sex));

/** An edital or exam as the forms list it: each test's measure per sex (null: none for that sex). */
export interface EditalMeasures {
  /** A partial exam ('Tabela incompleta') may be followed by either sex while its numbers are missing. */
  completeness?: 'complete' | 'partial';
  tests: readonly { measures: Readonly<Record<Sex, string | null>> }[];
}

/** Whether a listed edital grades every test for that sex: the only ones a candidate may pick. */
export const gradesSex = (edital: EditalMeasures, sex: Sex): boolean =>
  edital.completeness === 'partial' || edital.tests.every((test) => test.measures[sex] !== null);

export const EDITAL_SEX_MISMATCH = 'Este edital não tem tabelas para o seu sexo. Escolha outro edital.';
