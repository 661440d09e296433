import { formatNumber } from '../format/number';
import { checkEventMark } from './event-plausibility';
import type { Certainty, Exam, ExamEvent, ExamMeasure, ExamSex, ExamStandard } from './exam-schema';
import { isLowerBetter } from './exam-schema';
import { marginText, roundedAmount } from './margin-text';
import { eventPoints, passMarkOf } from './points';

// One result for every shape of exam: per event the mark, its points where the exam has them,
// passed or not and by how much; overall apto with the reasons. Never throws.

export interface ExamCandidate {
  sex: ExamSex;
  /** Age on TAF day; needed only by exams with age bands. */
  age?: number;
}

/** One number (the best try), or the tries of the day and those of a retest. */
export type EventMarks = number | { tries: number[]; retest?: number[] };

export interface EventResult {
  key: string;
  /** The event as this sex does it ('Isometria na barra fixa'). */
  label: string;
  measure: ExamMeasure;
  /** The try that counts: the best of the allowed ones. */
  mark: number;
  /** The mark that passes; null when any mark passes (points only, no minimum). */
  passMark: number | null;
  passed: boolean;
  /** Past the pass mark, in the measure's units: positive to spare, negative missing. */
  margin: number | null;
  /** 'faltam 2 repetições', 'sobram 0,4 s', 'no limite'. */
  marginText: string | null;
  points: number | null;
  /** The grade 0–10, for editais graded that way (CBMDF, CBMMG); null for the others. */
  grade: number | null;
  eliminatory: boolean;
  certainty: Certainty;
  /** The mark came from the retest (the day's tries failed). */
  fromRetest: boolean;
}

export interface ExamResult {
  examId: string;
  examVersion: number;
  events: EventResult[];
  apto: boolean;
  /** pt-BR, in the exam's event order, then the aggregate. */
  reasons: string[];
  aggregate: { kind: 'sum' | 'average'; value: number; minimum: number } | null;
  /** Said next to the result when a number rests on a page quoting the edital. */
  sourceNote: string | null;
  tieBreakNote: string | null;
}

export type ExamGradingErrorCode =
  | 'INCOMPLETE_EXAM'
  | 'NO_STANDARD'
  | 'MISSING_MARK'
  | 'INVALID_MARK'
  | 'AGE_NEEDED';

export interface ExamGradingError {
  code: ExamGradingErrorCode;
  eventKey?: string;
  message: string;
}

export type GradeExamOutcome = { ok: true; result: ExamResult } | { ok: false; errors: ExamGradingError[] };

export const SECONDARY_SOURCE_NOTE = 'Conforme divulgado — confira o edital oficial';
export const TIE_BREAK_NOTE = 'A nota do TAF serve de desempate na classificação; não muda o apto.';

/** The standard of this candidate in this event: their sex, and their age band where there are bands. */
export function standardFor(
  event: ExamEvent,
  candidate: ExamCandidate,
): { ok: true; standard: ExamStandard } | { ok: false; error: ExamGradingError } {
  const ofSex = event.standards.filter((standard) => standard.sex === candidate.sex);
  const banded = ofSex.filter((standard) => standard.ageBand);
  if (banded.length > 0 && candidate.age === undefined) {
    const message = `${event.label}: o índice depende da idade. Informe sua data de nascimento no perfil.`;
    return { ok: false, error: { code: 'AGE_NEEDED', eventKey: event.key, message } };
  }
  const age = candidate.age;
  const standard =
    banded.find((s) => s.ageBand && age !== undefined && age >= s.ageBand.min && age <= s.ageBand.max) ??
    ofSex.find((s) => !s.ageBand);
  if (standard) return { ok: true, standard };
  const message = `${event.label}: o edital não traz o índice para o seu sexo${banded.length ? ' e idade' : ''}.`;
  return { ok: false, error: { code: 'NO_STANDARD', eventKey: event.key, message } };
}

function bestOf(tries: number[], measure: ExamMeasure): number {
  return isLowerBetter(measure) ? Math.min(...tries) : Math.max(...tries);
}

function meets(measure: ExamMeasure, mark: number, passMark: number | null): boolean {
  if (passMark === null) return true;
  const [a, b] = [Math.round(mark * 100), Math.round(passMark * 100)];
  return isLowerBetter(measure) ? a <= b : a >= b;
}

function triesOf(marks: EventMarks): { tries: number[]; retest: number[] } {
  return typeof marks === 'number'
    ? { tries: [marks], retest: [] }
    : { tries: marks.tries, retest: marks.retest ?? [] };
}

function gradeEvent(
  event: ExamEvent,
  standard: ExamStandard,
  marks: EventMarks,
): { ok: true; result: EventResult } | { ok: false; error: ExamGradingError } {
  const { tries, retest } = triesOf(marks);
  const refuse = (message: string) =>
    ({ ok: false, error: { code: 'INVALID_MARK', eventKey: event.key, message } }) as const;
  if (tries.length === 0) return refuse(`Informe o resultado de ${event.label}.`);
  const shape = {
    key: event.key,
    label: standard.variant ?? event.label,
    measure: standard.measure,
    distanceM: event.distanceM,
  };
  for (const value of [...tries, ...retest]) {
    const check = checkEventMark(shape, value);
    if (!check.ok) return refuse(`${shape.label}: ${check.message}.`);
  }
  if (tries.length > event.attempts || retest.length > event.attempts) {
    const allowed = event.attempts === 1 ? 'uma tentativa' : `${event.attempts} tentativas`;
    return refuse(`${event.label}: o edital permite ${allowed}.`);
  }
  if (retest.length > 0 && !event.retest) return refuse(`${event.label}: o edital não prevê reteste.`);

  const { measure } = standard;
  const passMark = passMarkOf(standard);
  const dayMark = bestOf(tries, measure);
  const useRetest = !meets(measure, dayMark, passMark) && retest.length > 0;
  const mark = useRetest ? bestOf(retest, measure) : dayMark;
  const passed = meets(measure, mark, passMark);
  const raw = passMark === null ? null : isLowerBetter(measure) ? passMark - mark : mark - passMark;
  const margin = raw === null ? null : Math.sign(raw) * roundedAmount(measure, Math.abs(raw));
  return {
    ok: true,
    result: {
      key: event.key,
      label: standard.variant ?? event.label,
      measure,
      mark,
      passMark,
      passed,
      margin,
      marginText: margin === null ? null : marginText(measure, margin),
      points: standard.bands ? eventPoints(standard, mark) : null,
      grade: null,
      eliminatory: event.eliminatory,
      certainty: event.certainty,
      fromRetest: useRetest,
    },
  };
}

function aggregateOf(exam: Exam, events: EventResult[]): ExamResult['aggregate'] {
  if (!exam.aggregate) return null;
  const points = events.map((event) => event.points ?? 0);
  const sum = points.reduce((a, b) => a + b, 0);
  const value = exam.aggregate.kind === 'sum' ? sum : sum / Math.max(points.length, 1);
  return { kind: exam.aggregate.kind, value: Math.round(value * 100) / 100, minimum: exam.aggregate.minimum };
}

function reasonsOf(events: EventResult[], aggregate: ExamResult['aggregate']): string[] {
  const reasons = events
    .filter((event) => event.eliminatory && !event.passed)
    .map((event) =>
      event.marginText
        ? `${event.label}: ${event.marginText} para o mínimo`
        : `${event.label}: abaixo do mínimo`,
    );
  if (aggregate && Math.round(aggregate.value * 100) < Math.round(aggregate.minimum * 100)) {
    const what = aggregate.kind === 'sum' ? 'Soma' : 'Média';
    reasons.push(
      `${what} de pontos abaixo do mínimo: ${formatAmountPoints(aggregate.value)} de ${formatAmountPoints(aggregate.minimum)}`,
    );
  }
  return reasons;
}

const formatAmountPoints = (points: number) => formatNumber(points, { maxDecimals: 2 });

/** Grades the candidate's marks (keyed by event key) against the exam. */
export function gradeExam(
  exam: Exam,
  candidate: ExamCandidate,
  marks: Readonly<Record<string, EventMarks | undefined>>,
): GradeExamOutcome {
  if (exam.completeness !== 'complete') {
    const message = 'Tabela incompleta: a nota deste concurso sai quando a administração completar o edital.';
    return { ok: false, errors: [{ code: 'INCOMPLETE_EXAM', message }] };
  }
  const events: EventResult[] = [];
  const errors: ExamGradingError[] = [];
  for (const event of exam.events) {
    const chosen = standardFor(event, candidate);
    if (!chosen.ok) {
      errors.push(chosen.error);
      continue;
    }
    const given = marks[event.key];
    if (given === undefined) {
      errors.push({
        code: 'MISSING_MARK',
        eventKey: event.key,
        message: `Informe o resultado de ${event.label}.`,
      });
      continue;
    }
    const graded = gradeEvent(event, chosen.standard, given);
    if (graded.ok) events.push(graded.result);
    else errors.push(graded.error);
  }
  if (errors.length > 0) return { ok: false, errors };
  const aggregate = aggregateOf(exam, events);
  const reasons = reasonsOf(events, aggregate);
  return {
    ok: true,
    result: {
      examId: exam.id,
      examVersion: exam.version,
      events,
      apto: reasons.length === 0,
      reasons,
      aggregate,
      sourceNote: events.some((event) => event.certainty !== 'exact') ? SECONDARY_SOURCE_NOTE : null,
      tieBreakNote: exam.tieBreak ? TIE_BREAK_NOTE : null,
    },
  };
}
