import type { ExamSex } from '@prontidao/domain/exams/exam-schema';
import {
  type BandDraft,
  type EventDraft,
  type ExamDraft,
  emptyBand,
  emptyEvent,
  emptyStandard,
  type StandardDraft,
} from './exam-draft';

// Every change the editor makes to its draft. Events, standards and bands are addressed by index.

export type ExamPatch = Partial<Omit<ExamDraft, 'events' | 'version' | 'isNewVersion'>>;
export type EventPatch = Partial<Omit<EventDraft, 'uid' | 'standards'>>;
export type StandardPatch = Partial<Omit<StandardDraft, 'uid' | 'sex' | 'bands'>>;
export type BandPatch = Partial<Omit<BandDraft, 'uid'>>;

export type DraftAction =
  | { type: 'exam'; patch: ExamPatch }
  | { type: 'addEvent' }
  | { type: 'removeEvent'; event: number }
  | { type: 'moveEvent'; event: number; by: -1 | 1 }
  | { type: 'event'; event: number; patch: EventPatch }
  | { type: 'addStandard'; event: number; sex: ExamSex }
  | { type: 'removeStandard'; event: number; standard: number }
  | { type: 'standard'; event: number; standard: number; patch: StandardPatch }
  | { type: 'addBand'; event: number; standard: number }
  | { type: 'removeBand'; event: number; standard: number; band: number }
  | { type: 'band'; event: number; standard: number; band: number; patch: BandPatch };

const replaceAt = <T>(list: readonly T[], index: number, change: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? change(item) : item));

const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

function moveAt<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}

/** A new standard goes after the others of its sex, so the men's stay before the women's. */
function withStandard(standards: readonly StandardDraft[], sex: ExamSex): StandardDraft[] {
  const lastOfSex = standards.findLastIndex((standard) => standard.sex === sex);
  const at = lastOfSex >= 0 ? lastOfSex + 1 : sex === 'M' ? 0 : standards.length;
  return [...standards.slice(0, at), emptyStandard(sex), ...standards.slice(at)];
}

function standardAction(standard: StandardDraft, action: DraftAction): StandardDraft {
  switch (action.type) {
    case 'standard':
      return { ...standard, ...action.patch };
    case 'addBand':
      return { ...standard, bands: [...standard.bands, emptyBand()] };
    case 'removeBand':
      return { ...standard, bands: removeAt(standard.bands, action.band) };
    case 'band':
      return {
        ...standard,
        bands: replaceAt(standard.bands, action.band, (b) => ({ ...b, ...action.patch })),
      };
    default:
      return standard;
  }
}

function eventAction(event: EventDraft, action: DraftAction): EventDraft {
  switch (action.type) {
    case 'event':
      return { ...event, ...action.patch };
    case 'addStandard':
      return { ...event, standards: withStandard(event.standards, action.sex) };
    case 'removeStandard':
      return { ...event, standards: removeAt(event.standards, action.standard) };
    case 'standard':
    case 'addBand':
    case 'removeBand':
    case 'band':
      return {
        ...event,
        standards: replaceAt(event.standards, action.standard, (s) => standardAction(s, action)),
      };
    default:
      return event;
  }
}

export function draftReducer(draft: ExamDraft, action: DraftAction): ExamDraft {
  switch (action.type) {
    case 'exam':
      return { ...draft, ...action.patch, id: draft.isNewVersion ? draft.id : (action.patch.id ?? draft.id) };
    case 'addEvent':
      return { ...draft, events: [...draft.events, emptyEvent()] };
    case 'removeEvent':
      return { ...draft, events: removeAt(draft.events, action.event) };
    case 'moveEvent':
      return { ...draft, events: moveAt(draft.events, action.event, action.by) };
    default:
      return { ...draft, events: replaceAt(draft.events, action.event, (e) => eventAction(e, action)) };
  }
}
