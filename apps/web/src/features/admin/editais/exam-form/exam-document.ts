import type { ExamInput, ExamSex } from '@prontidao/domain/exams/exam-schema';
import { parseDecimalText } from '@prontidao/domain/format/decimal-text';
import type { EventDraft, ExamDraft, StandardDraft } from './exam-draft';

// The draft as the exam document the server takes. A number left empty is absent; one that is not
// a number becomes NaN, so the schema refuses it with the field's own message.

const SEXES: readonly ExamSex[] = ['M', 'F'];
type EventInput = ExamInput['events'][number];
type StandardInput = EventInput['standards'][number];

function numberOf(text: string): number | undefined {
  if (!text.trim()) return undefined;
  return parseDecimalText(text) ?? Number.NaN;
}

const optionalText = (text: string) => (text.trim() ? text.trim() : undefined);

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

function standardOf(draft: StandardDraft): StandardInput {
  const hasAge = Boolean(draft.ageMin.trim() || draft.ageMax.trim());
  return {
    sex: draft.sex,
    ageBand: hasAge
      ? ({ min: numberOf(draft.ageMin), max: numberOf(draft.ageMax) } as StandardInput['ageBand'])
      : undefined,
    measure: draft.measure,
    variant: optionalText(draft.variant),
    threshold: numberOf(draft.threshold),
    bands: draft.bands.length
      ? draft.bands.map((band) => ({
          lower: numberOf(band.lower),
          upper: numberOf(band.upper),
          points: numberOf(band.points) as number,
        }))
      : undefined,
    minimumPoints: numberOf(draft.minimumPoints),
  };
}

function eventOf(draft: EventDraft): EventInput {
  return {
    key: draft.key.trim(),
    label: draft.label,
    distanceM: numberOf(draft.distanceM),
    timeWindowS: numberOf(draft.timeWindowS),
    eliminatory: draft.eliminatory,
    attempts: numberOf(draft.attempts),
    retest: draft.retest,
    certainty: draft.certainty,
    source: draft.source.trim(),
    rules: optionalText(draft.rules),
    standards: draft.standards.map(standardOf),
  };
}

/** The events (in order) that lack a standard for a sex, and which sexes. */
export function missingStandards(draft: ExamDraft): { index: number; label: string; sexes: ExamSex[] }[] {
  return draft.events
    .map((event, index) => ({
      index,
      label: event.label.trim() || `Teste ${index + 1}`,
      sexes: SEXES.filter((sex) => !event.standards.some((standard) => standard.sex === sex)),
    }))
    .filter((missing) => missing.sexes.length > 0);
}

export function documentOf(draft: ExamDraft): ExamInput {
  return {
    id: draft.id.trim(),
    version: draft.version,
    name: draft.name,
    shortName: draft.shortName,
    body: draft.body,
    uf: draft.uf || undefined,
    year: numberOf(draft.year),
    cargos: listOf(draft.cargos, /,/),
    sources: listOf(draft.sources, /\r?\n/),
    completeness: missingStandards(draft).length === 0 && !draft.keepPartial ? 'complete' : 'partial',
    aggregate:
      draft.aggregate === 'none'
        ? undefined
        : { kind: draft.aggregate, minimum: numberOf(draft.aggregateMinimum) as number },
    tieBreak: draft.tieBreak,
    events: draft.events.map(eventOf),
  };
}
