import type { Exam, ExamSex } from '@prontidao/domain/exams/exam-schema';
import { findTestMeasure } from '@prontidao/domain/scoring/edital-queries';
import type { Edital } from '@prontidao/domain/scoring/edital-schema';
import type { SaveUserTestInput } from '@prontidao/domain/scoring/simulation-input';
import { AppError } from '../../lib/errors.js';

// save_user_test's marks keyed by the test keys of the candidate's edital or exam: `p_marks` as
// given, and the spec's three classic params for the tests they name (bar, run, swim).

type Classic = 'bar' | 'run' | 'swim';

const classicOf = (key: string): Classic | null =>
  key.startsWith('barra')
    ? 'bar'
    : key.startsWith('corrida')
      ? 'run'
      : key.startsWith('natacao')
        ? 'swim'
        : null;

function classicValue(input: SaveUserTestInput, kind: Classic, measure: string | undefined) {
  if (kind === 'run') return input.corrida_tempo_seg_param;
  if (kind === 'swim') return input.natacao_tempo_seg_param;
  return measure === 'seconds_hang' ? input.barra_seg_param : input.barra_reps_param;
}

/** The bar's unit must be the one the edital uses for this sex (the form sends one of the two). */
function requireBarUnit(measure: string | undefined, value: number | undefined) {
  if (value !== undefined) return;
  throw new AppError(
    'VALIDATION_FAILED',
    measure === 'seconds_hang'
      ? 'Este edital mede a barra em segundos (isometria): informe o tempo.'
      : 'Este edital mede a barra em repetições: informe as repetições.',
  );
}

/** The values of an edital graded 0–10 (CBMDF, CBMMG), by test key. */
export function editalValues(
  edital: Edital,
  sex: ExamSex,
  input: SaveUserTestInput,
): Record<string, number | undefined> {
  const values: Record<string, number | undefined> = {};
  for (const test of edital.tests) {
    const given = input.p_marks?.[test.key];
    const kind = classicOf(test.key);
    const measure = findTestMeasure(edital, test.key, sex);
    const value = given ?? (kind ? classicValue(input, kind, measure) : undefined);
    if (kind === 'bar' && input.p_marks === undefined) requireBarUnit(measure, value);
    values[test.key] = value;
  }
  refuseUnknownKeys(
    edital.name,
    edital.tests.map((test) => test.key),
    input,
  );
  return values;
}

/** The marks of an exam, by event key; a classic param fills the one event of its kind and unit. */
export function examMarks(exam: Exam, sex: ExamSex, input: SaveUserTestInput): Record<string, number> {
  const marks: Record<string, number> = {};
  for (const event of exam.events) {
    const given = input.p_marks?.[event.key];
    const kind = classicOf(event.key);
    const measure = event.standards.find((standard) => standard.sex === sex)?.measure;
    const value =
      given ?? (kind && takesClassic(kind, event) ? classicValue(input, kind, measure) : undefined);
    if (value !== undefined) marks[event.key] = value;
  }
  refuseUnknownKeys(
    exam.shortName,
    exam.events.map((event) => event.key),
    input,
  );
  return marks;
}

/** The spec's run is 2.400 m and its swim 100 m: they fill no sprint, no 50 m swim. */
function takesClassic(kind: Classic, event: Exam['events'][number]): boolean {
  if (kind === 'run') return (event.distanceM ?? 0) >= 1000;
  if (kind === 'swim') return event.distanceM === 100;
  return true;
}

function refuseUnknownKeys(name: string, keys: readonly string[], input: SaveUserTestInput) {
  const unknown = Object.keys(input.p_marks ?? {}).filter((key) => !keys.includes(key));
  if (unknown.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    `${name} não tem o teste "${unknown[0]}".`,
    unknown.map((key) => ({ path: `p_marks.${key}`, message: 'Teste desconhecido neste concurso.' })),
  );
}
