import { formatExamMark } from '@prontidao/domain/exams/exam-marks';
import { COOPER_SECONDS, type EventLog, eventLogFor } from '@prontidao/domain/training/exam-event-log';
import { EXERCISE_KINDS } from '@prontidao/domain/training/exercise-kinds';
import type { EditalSummary } from '@/lib/queries/taf';
import { FORM_KIND_LABELS, type FormKind } from './form-kinds';

// What 'Registrar treino' offers (issue 23, decision 046): the bar, swim and run; the events of the
// candidate's own exam, named as their sex does them ('Isometria na barra fixa' for a PMESP woman);
// and 'Outros exercícios', where any exercise (or the Cooper test) can be logged.

export interface LogChoice {
  /** The radio's value, unique on the page. */
  id: string;
  label: string;
  kind: FormKind;
  /** The exam's numbers for the event: the pass mark in words, a sprint's distance. */
  exam?: { name: string; passMark: string | null; distanceM: number | null };
}

export const BASE_CHOICES: readonly LogChoice[] = (['BARRA', 'SWIM', 'RUN'] as const).map((kind) => ({
  id: kind,
  label: FORM_KIND_LABELS[kind],
  kind,
}));

export const OTHER_CHOICE_ID = 'outros';
export const OTHER_LABEL = 'Outros exercícios';
export const OTHER_KINDS: readonly FormKind[] = [...EXERCISE_KINDS, 'COOPER'];

/** The form an event is logged in, when it is not one of the three base ones. */
function examKindOf(log: EventLog): FormKind | null {
  if (log.exercise) return log.exercise;
  if (log.type === 'RUN' && log.timeWindowS === COOPER_SECONDS) return 'COOPER';
  return null;
}

const BASE_LABELS = new Set(BASE_CHOICES.map((choice) => choice.label.toLowerCase()));

type ExamTest = EditalSummary['tests'][number];

function choiceOf(entry: EditalSummary, test: ExamTest, sex: 'M' | 'F' | null): LogChoice | null {
  const as = sex ?? 'M';
  const measure = test.measures[as];
  const log = eventLogFor({
    key: test.key,
    measure,
    distanceM: test.distance_m,
    timeWindowS: test.time_window_s,
  });
  const kind = log ? examKindOf(log) : null;
  if (!log || !kind) return null;
  const named = sex ? test.labels[sex] : test.label;
  // A grade table calls the hang 'Barra' for both sexes: the exercise's own name says more.
  const label = BASE_LABELS.has(named.toLowerCase()) ? FORM_KIND_LABELS[kind] : named;
  const pass = test.pass_marks[as];
  const passMark =
    measure && pass !== null ? formatExamMark(measure, pass, test.time_window_s ?? undefined) : null;
  return {
    id: `prova-${test.key}`,
    label,
    kind,
    exam: { name: entry.short_name, passMark, distanceM: log.distanceM },
  };
}

/** The events of the exam to log besides the bar, swim and run, one per form, in the exam's order. */
export function examChoices(entry: EditalSummary | undefined, sex: 'M' | 'F' | null): LogChoice[] {
  if (!entry) return [];
  const seen = new Set<FormKind>();
  const choices: LogChoice[] = [];
  for (const test of entry.tests) {
    const choice = choiceOf(entry, test, sex);
    if (!choice || seen.has(choice.kind)) continue;
    seen.add(choice.kind);
    choices.push(choice);
  }
  return choices;
}
