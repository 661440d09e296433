import type {
  Certainty,
  Exam,
  ExamMeasure,
  ExamSex,
  ExamStandard,
} from '@prontidao/domain/exams/exam-schema';
import { formatDecimalText } from '@prontidao/domain/format/decimal-text';
import type { AggregateChoice } from '../exam-labels';

// The exam as the editor holds it: every number as the text typed (pt-BR decimals), lists with a
// `uid` for React keys. Standards keep the document's order, so a schema issue's path
// ('events.1.standards.0.threshold') names the same field in the draft.

export interface BandDraft {
  uid: string;
  lower: string;
  upper: string;
  points: string;
}

export interface StandardDraft {
  uid: string;
  sex: ExamSex;
  measure: ExamMeasure;
  variant: string;
  threshold: string;
  bands: BandDraft[];
  minimumPoints: string;
  ageMin: string;
  ageMax: string;
}

export interface EventDraft {
  uid: string;
  key: string;
  label: string;
  distanceM: string;
  timeWindowS: string;
  eliminatory: boolean;
  attempts: string;
  retest: boolean;
  certainty: Certainty;
  source: string;
  rules: string;
  standards: StandardDraft[];
}

export interface ExamDraft {
  id: string;
  version: number;
  /** A new version of a published exam: its id cannot change. */
  isNewVersion: boolean;
  name: string;
  shortName: string;
  body: string;
  /** '' for a federal force. */
  uf: string;
  year: string;
  /** Comma separated. */
  cargos: string;
  /** One URL per line. */
  sources: string;
  aggregate: AggregateChoice;
  aggregateMinimum: string;
  tieBreak: boolean;
  /**
   * Published as partial even with every standard in: numbers not trusted yet (PMESP Aluno Oficial
   * 2025 ships so). Only read when no standard is missing.
   */
  keepPartial: boolean;
  events: EventDraft[];
}

let next = 0;
export const newUid = () => {
  next += 1;
  return `u${next}`;
};

const text = (value: number | undefined) => (value === undefined ? '' : formatDecimalText(value));

export const emptyBand = (): BandDraft => ({ uid: newUid(), lower: '', upper: '', points: '' });

export const emptyStandard = (sex: ExamSex): StandardDraft => ({
  uid: newUid(),
  sex,
  measure: 'reps',
  variant: '',
  threshold: '',
  bands: [],
  minimumPoints: '',
  ageMin: '',
  ageMax: '',
});

export const emptyEvent = (): EventDraft => ({
  uid: newUid(),
  key: '',
  label: '',
  distanceM: '',
  timeWindowS: '',
  eliminatory: true,
  attempts: '1',
  retest: false,
  certainty: 'exact',
  source: '',
  rules: '',
  standards: [],
});

/** 'Novo concurso': version 1, one event to fill. */
export const emptyDraft = (): ExamDraft => ({
  id: '',
  version: 1,
  isNewVersion: false,
  name: '',
  shortName: '',
  body: '',
  uf: '',
  year: '',
  cargos: '',
  sources: '',
  aggregate: 'none',
  aggregateMinimum: '',
  tieBreak: false,
  keepPartial: false,
  events: [emptyEvent()],
});

function standardDraft(standard: ExamStandard): StandardDraft {
  return {
    uid: newUid(),
    sex: standard.sex,
    measure: standard.measure,
    variant: standard.variant ?? '',
    threshold: text(standard.threshold),
    bands: (standard.bands ?? []).map((band) => ({
      uid: newUid(),
      lower: text(band.lower),
      upper: text(band.upper),
      points: text(band.points),
    })),
    minimumPoints: text(standard.minimumPoints),
    ageMin: text(standard.ageBand?.min),
    ageMax: text(standard.ageBand?.max),
  };
}

const hasMissingStandard = (exam: Exam) =>
  exam.events.some(
    (event) => !(['M', 'F'] as const).every((sex) => event.standards.some((s) => s.sex === sex)),
  );

/** The next version of a published exam, from its newest document. */
export function draftFromExam(exam: Exam): ExamDraft {
  return {
    id: exam.id,
    version: exam.version + 1,
    isNewVersion: true,
    name: exam.name,
    shortName: exam.shortName,
    body: exam.body,
    uf: exam.uf ?? '',
    year: text(exam.year),
    cargos: exam.cargos.join(', '),
    sources: exam.sources.join('\n'),
    aggregate: exam.aggregate?.kind ?? 'none',
    aggregateMinimum: text(exam.aggregate?.minimum),
    tieBreak: exam.tieBreak,
    keepPartial: exam.completeness === 'partial' && !hasMissingStandard(exam),
    events: exam.events.map((event) => ({
      uid: newUid(),
      key: event.key,
      label: event.label,
      distanceM: text(event.distanceM),
      timeWindowS: text(event.timeWindowS),
      eliminatory: event.eliminatory,
      attempts: text(event.attempts),
      retest: event.retest,
      certainty: event.certainty,
      source: event.source,
      rules: event.rules ?? '',
      standards: event.standards.map(standardDraft),
    })),
  };
}
