import type { Exam, ExamSex } from '@prontidao/domain/exams/exam-schema';
import {
  type EventResult,
  type ExamCandidate,
  type ExamResult,
  gradeExam,
  standardFor,
} from '@prontidao/domain/exams/grade-exam';
import { parseDecimalText } from '@prontidao/domain/format/decimal-text';
import { useState } from 'react';
import { MEASURE_UNITS } from '../exam-labels';

// 'Testar marcas': marks typed for one sex (and age, where the exam has age bands), graded live by
// the same engine that grades the candidates.

export interface MarkInput {
  key: string;
  /** The event as this sex does it, with the unit the mark is typed in. */
  label: string;
  text: string;
  /** The event's own verdict, once the whole exam could be graded. */
  result: EventResult | null;
  /** Why this mark cannot be graded ('Barra fixa: as repetições devem ser um número inteiro.'). */
  error: string | null;
}

export type MarkTestOutcome =
  | { kind: 'result'; result: ExamResult }
  | { kind: 'waiting'; message: string }
  | { kind: 'refused'; messages: string[] };

function outcomeOf(exam: Exam, candidate: ExamCandidate | null, marks: Record<string, number | undefined>) {
  if (!candidate)
    return { outcome: { kind: 'waiting', message: 'Informe a idade: os índices dependem dela.' } as const };
  const graded = gradeExam(exam, candidate, marks);
  if (graded.ok) return { outcome: { kind: 'result', result: graded.result } as const, graded };
  const refused = graded.errors.filter((error) => error.code !== 'MISSING_MARK');
  const outcome: MarkTestOutcome =
    refused.length > 0
      ? { kind: 'refused', messages: refused.map((error) => error.message) }
      : { kind: 'waiting', message: 'Preencha a marca de cada teste para ver o resultado.' };
  return { outcome, graded };
}

export type MarkTest = ReturnType<typeof useMarkTest>;

export function useMarkTest(exam: Exam) {
  const [sex, setSex] = useState<ExamSex>('M');
  const [age, setAge] = useState('');
  const [texts, setTexts] = useState<Record<string, string>>({});
  const needsAge = exam.events.some((event) => event.standards.some((standard) => standard.ageBand));
  const ageValue = parseDecimalText(age);
  const candidate: ExamCandidate | null = needsAge
    ? ageValue === undefined
      ? null
      : { sex, age: ageValue }
    : { sex };
  const marks = Object.fromEntries(
    exam.events.map((event) => [event.key, parseDecimalText(texts[event.key] ?? '')]),
  );
  const { outcome, graded } = outcomeOf(exam, candidate, marks);
  const inputs: MarkInput[] = exam.events.map((event) => {
    const chosen = standardFor(event, candidate ?? { sex });
    const name = chosen.ok ? (chosen.standard.variant ?? event.label) : event.label;
    const unit = chosen.ok ? ` (${MEASURE_UNITS[chosen.standard.measure]})` : '';
    const error =
      graded && !graded.ok
        ? graded.errors.find((e) => e.eventKey === event.key && e.code === 'INVALID_MARK')
        : undefined;
    return {
      key: event.key,
      label: `${name}${unit}`,
      text: texts[event.key] ?? '',
      result:
        outcome.kind === 'result' ? (outcome.result.events.find((e) => e.key === event.key) ?? null) : null,
      error: error?.message ?? null,
    };
  });
  const setMark = (key: string, text: string) => setTexts((current) => ({ ...current, [key]: text }));
  return { sex, setSex, age, setAge, needsAge, inputs, setMark, outcome };
}
