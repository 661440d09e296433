import { checkEventMark } from '@prontidao/domain/exams/event-plausibility';
import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import type { ExamMeasure } from '@prontidao/domain/exams/exam-schema';
import { formatCount } from '@prontidao/domain/format/number';
import { INVALID_TIME, REQUIRED_FIELD } from '@prontidao/domain/scoring/simulation-form-schema';
import { maskMinutesSeconds, parseMinutesSeconds } from '@prontidao/domain/scoring/simulation-input';
import type { EditalSummary, EditalTestSummary } from '@/lib/queries/taf';

// An exam's simulator inputs (issue 23): one per test in the exam's order, as the candidate's sex
// does it, typed the way the edital writes the mark — repetitions, a sprint in seconds with a
// comma ('8,25'), a long run as m:ss, a hold in seconds, metres in a time window or centimetres.

/** How a mark is typed: whole digits, seconds with a comma, or minutes and seconds. */
export type InputKind = 'whole' | 'seconds' | 'clock';

export interface ExamField {
  key: string;
  /** The input's id (the label and messages hang on it). */
  id: string;
  label: string;
  /** The event's name as the candidate's sex does it ('Isometria na barra fixa'). */
  name: string;
  measure: ExamMeasure;
  kind: InputKind;
  inputMode: 'numeric' | 'decimal';
  placeholder: string;
  /** '13 repetições para passar', 'Mínimo: 8,25 s', or what is measured ('Distância percorrida em 12 minutos'). */
  description: string | null;
  distanceM: number | null;
}

export type ExamSex = 'M' | 'F';
export type ReadMark = { ok: true; value: number } | { ok: false; message: string };

const UNIT: Record<ExamMeasure, string> = {
  reps: 'repetições',
  seconds_time: 's',
  seconds_hang: 'segundos',
  metres_in_time: 'm',
  centimetres: 'cm',
};

/** A run of 400 m or more, or one whose pass mark is a minute or more, is typed as m:ss. */
function kindOf(test: EditalTestSummary, measure: ExamMeasure, sex: ExamSex): InputKind {
  if (measure === 'seconds_hang') return 'seconds';
  if (measure !== 'seconds_time') return 'whole';
  const isLong = (test.distance_m ?? 0) >= 400 || (test.pass_marks[sex] ?? 0) >= 60;
  return isLong ? 'clock' : 'seconds';
}

/** '1 minuto', '12 minutos', '90 segundos'. */
export function windowText(seconds: number): string {
  const minutes = seconds / 60;
  return Number.isInteger(minutes)
    ? formatCount(minutes, 'minuto', 'minutos')
    : formatCount(seconds, 'segundo', 'segundos');
}

/** The pass mark under an input: '13 repetições para passar', 'Mínimo: 8,25 s'. */
export function passMarkText(measure: ExamMeasure, mark: number, timeWindowS?: number | null): string {
  const text = formatExamMark(measure, mark, timeWindowS ?? undefined);
  return measure === 'reps' ? `${text} para passar` : `Mínimo: ${text}`;
}

function descriptionOf(test: EditalTestSummary, measure: ExamMeasure, sex: ExamSex): string | null {
  const mark = test.pass_marks[sex];
  if (mark !== null) return passMarkText(measure, mark, test.time_window_s);
  if (!test.time_window_s) return null;
  if (measure === 'metres_in_time') return `Distância percorrida em ${windowText(test.time_window_s)}`;
  return measure === 'reps' ? `Repetições em ${windowText(test.time_window_s)}` : null;
}

const PLACEHOLDER: Record<InputKind, string> = {
  whole: 'ex.: 10',
  seconds: 'ex.: 8,25',
  clock: 'ex.: 12:00',
};
const WHOLE_PLACEHOLDER: Partial<Record<ExamMeasure, string>> = {
  metres_in_time: 'ex.: 2400',
  centimetres: 'ex.: 180',
};

/** The inputs of an exam for a sex, in the exam's order (a test without numbers for her is left out). */
export function examFields(exam: EditalSummary, sex: ExamSex): ExamField[] {
  return exam.tests.flatMap((test) => {
    const measure = test.measures[sex];
    if (measure === null) return [];
    const kind = kindOf(test, measure, sex);
    const name = test.labels[sex];
    return [
      {
        key: test.key,
        id: `simulado-prova-${test.key}`,
        label: `${name} (${kind === 'clock' ? 'MM:SS' : UNIT[measure]})`,
        name,
        measure,
        kind,
        inputMode: kind === 'seconds' ? 'decimal' : 'numeric',
        placeholder: (kind === 'whole' && WHOLE_PLACEHOLDER[measure]) || PLACEHOLDER[kind],
        description: descriptionOf(test, measure, sex),
        distanceM: test.distance_m,
      },
    ];
  });
}

/** Digits only (5 at most); a comma before up to two decimals; m:ss with the colon inserted. */
export function maskMark(kind: InputKind, raw: string): string {
  if (kind === 'clock') return maskMinutesSeconds(raw);
  if (kind === 'whole') return raw.replace(/\D/g, '').slice(0, 5);
  const [whole = '', ...rest] = raw
    .replace(/\./g, ',')
    .replace(/[^\d,]/g, '')
    .split(',');
  const head = whole.slice(0, 3);
  return rest.length === 0 ? head : `${head},${rest.join('').slice(0, 2)}`;
}

const FORMAT_MESSAGE: Record<InputKind, string> = {
  whole: 'Use apenas números inteiros.',
  seconds: 'Use segundos, com vírgula nos centésimos (ex.: 8,25).',
  clock: INVALID_TIME,
};

function parseMark(kind: InputKind, text: string): number | undefined {
  if (kind === 'clock') return parseMinutesSeconds(text);
  const pattern = kind === 'whole' ? /^\d{1,5}$/ : /^\d{1,3}(,\d{1,2})?$/;
  return pattern.test(text) ? Number(text.replace(',', '.')) : undefined;
}

/** The typed text as the number save_user_test takes, or what is wrong with it, in pt-BR. */
export function readMark(field: ExamField, text: string): ReadMark {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: REQUIRED_FIELD };
  const value = parseMark(field.kind, trimmed);
  if (value === undefined) return { ok: false, message: FORMAT_MESSAGE[field.kind] };
  const check = checkEventMark(
    { key: field.key, label: field.name, measure: field.measure, distanceM: field.distanceM ?? undefined },
    value,
  );
  return check.ok ? { ok: true, value } : { ok: false, message: `${check.message}.` };
}
