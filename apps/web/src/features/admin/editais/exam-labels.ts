import type { Certainty, ExamMeasure } from '@prontidao/domain/exams/exam-schema';

// How the exam editor and its preview name the schema's values, in pt-BR.

export const MEASURE_LABELS: Record<ExamMeasure, string> = {
  reps: 'Repetições',
  seconds_time: 'Tempo (s)',
  seconds_hang: 'Segundos em suspensão',
  metres_in_time: 'Metros no tempo',
  centimetres: 'Centímetros',
};

/** The unit a mark of this measure is typed in, for the mark inputs' labels. */
export const MEASURE_UNITS: Record<ExamMeasure, string> = {
  reps: 'repetições',
  seconds_time: 'segundos',
  seconds_hang: 'segundos',
  metres_in_time: 'metros',
  centimetres: 'centímetros',
};

export const CERTAINTY_LABELS: Record<Certainty, string> = {
  exact: 'Edital oficial',
  secondary: 'Fonte secundária',
  unclear: 'Incerto',
};

export const AGGREGATE_LABELS = { none: 'Nenhum', sum: 'Soma dos pontos', average: 'Média dos pontos' };
export type AggregateChoice = keyof typeof AGGREGATE_LABELS;
