import { formatExamMark } from '../exams/exam-marks';
import { type Exam, type ExamEvent, type ExamMeasure, isLowerBetter } from '../exams/exam-schema';
import { type ExamCandidate, standardFor } from '../exams/grade-exam';
import { passMarkOf } from '../exams/points';
import { eventLogFor } from '../training/exam-event-log';
import { type PlanTrack, trackOfLog } from './plan-tracks';

// Per event of an exam of pass marks (decision 047), the mark the plan aims at for the person's sex:
// the exam's own pass mark ('13 repetições para passar'), or past it by a margin ('com folga'). No
// grade is invented: an exam says apto or not, so these are the only two goals.

/** 'apto': the pass mark; 'folga': two day-to-day swings past it. */
export type ExamGoal = 'apto' | 'folga';
export const isExamGoal = (value: unknown): value is ExamGoal => value === 'apto' || value === 'folga';

export interface EventTarget {
  key: string;
  /** As the person's sex does it ('Isometria na barra fixa'). */
  label: string;
  measure: ExamMeasure;
  distanceM?: number;
  timeWindowS?: number;
  goal: ExamGoal;
  /** The exam's pass mark for this sex; null where the exam has none yet (a partial exam). */
  passMark: number | null;
  /** The mark the plan aims at: the pass mark, or past it with the margin. */
  targetMark: number | null;
  current: { mark: number; passed: boolean | null } | null;
  isMet: boolean;
  /** How far the latest result is from the target, in day-to-day swings (0 when met): the emphasis. */
  gap: number;
  /** What trains it (plan-tracks.ts); null for an event the training log does not know. */
  track: PlanTrack | null;
  /** pt-BR: 'Barra fixa: 13 repetições para passar'. */
  text: string;
}

export interface ExamTargetsInput {
  exam: Exam;
  candidate: ExamCandidate;
  /** Latest results by event key, in each event's own unit (the stored `valor`). */
  current: Readonly<Record<string, number | undefined>>;
  /** One goal for every event, or one per event key; anything else (an edital's goal) is 'apto'. */
  goal: unknown;
}

export type ExamTargetsResult =
  | { ok: true; targets: EventTarget[] }
  | { ok: false; errors: { eventKey: string; message: string }[] };

/** A gap for an event without a result: large, so it comes first (as an unknown grade does, 036). */
export const UNKNOWN_GAP = 10;

/**
 * What a mark varies by from one day to the next — the floors of 'Chance de aprovação' (decision
 * 044: 1 repetition, 2 s held, 1 % of a time, 2 % of a distance, 3 % of a jump), with counts and
 * holds at least 5 % of the mark (a série of 36 varies by more than one repetition).
 */
export function dayToDaySwing(measure: ExamMeasure, mark: number): number {
  switch (measure) {
    case 'reps':
      return Math.max(1, 0.05 * mark);
    case 'seconds_hang':
      return Math.max(2, 0.05 * mark);
    case 'seconds_time':
      return 0.01 * mark;
    case 'metres_in_time':
      return 0.02 * mark;
    case 'centimetres':
      return 0.03 * mark;
  }
}

/** The pass mark plus two swings (a bad day still passes), rounded the safe way for the measure. */
export function folgaMark(measure: ExamMeasure, passMark: number): number {
  const margin = 2 * dayToDaySwing(measure, passMark);
  switch (measure) {
    case 'reps':
    case 'seconds_hang':
    case 'centimetres':
      return Math.ceil(passMark + margin);
    case 'metres_in_time':
      return Math.ceil((passMark + margin) / 10) * 10;
    case 'seconds_time': {
      const time = passMark - margin;
      return time < 60 ? Math.floor(time * 100) / 100 : Math.floor(time);
    }
  }
}

/** Whether `mark` reaches `bar` (a time at or under it), to the hundredth as the engine grades. */
export function reaches(measure: ExamMeasure, mark: number, bar: number): boolean {
  const [a, b] = [Math.round(mark * 100), Math.round(bar * 100)];
  return isLowerBetter(measure) ? a <= b : a >= b;
}

/** The target's shortfall in swings: 0 when reached, UNKNOWN_GAP without a result. */
function gapOf(measure: ExamMeasure, current: number | undefined, target: number | null): number {
  if (target === null) return 0;
  if (current === undefined) return UNKNOWN_GAP;
  const short = isLowerBetter(measure) ? current - target : target - current;
  return Math.max(0, Math.round((short / dayToDaySwing(measure, target)) * 100) / 100);
}

/** A measure for an event with no standard for this sex yet (partial exams): the other sex's, else by key. */
function fallbackMeasure(event: ExamEvent): ExamMeasure {
  const other = event.standards[0]?.measure;
  if (other) return other;
  if (event.key.startsWith('corrida_') && (event.timeWindowS || /min$/.test(event.key)))
    return 'metres_in_time';
  if (/^(corrida|natacao|shuttle)/.test(event.key)) return 'seconds_time';
  if (event.key === 'impulsao' || event.key === 'salto_altura') return 'centimetres';
  return 'reps';
}

const goalOf = (goal: unknown, key: string): ExamGoal => {
  if (isExamGoal(goal)) return goal;
  const own = goal && typeof goal === 'object' ? (goal as Record<string, unknown>)[key] : undefined;
  return isExamGoal(own) ? own : 'apto';
};

/** 'Barra fixa: 13 repetições para passar'; with the margin, the mark and then the pass mark. */
function targetText(
  event: ExamEvent,
  label: string,
  measure: ExamMeasure,
  pass: number | null,
  target: number | null,
) {
  const mark = (value: number) => formatExamMark(measure, value, event.timeWindowS);
  if (pass === null || target === null)
    return `${label}: índice ainda não publicado — o plano treina para melhorar a sua marca`;
  if (target === pass) return `${label}: ${mark(pass)} para passar`;
  return `${label}: ${mark(target)} para passar com folga (mínimo: ${mark(pass)})`;
}

/** Per event of the exam, in its order, the mark to aim at from the exam's pass marks. Never throws. */
export function examTargetsFor(input: ExamTargetsInput): ExamTargetsResult {
  const targets: EventTarget[] = [];
  const errors: { eventKey: string; message: string }[] = [];
  for (const event of input.exam.events) {
    const found = standardFor(event, input.candidate);
    if (!found.ok && found.error.code === 'AGE_NEEDED') {
      errors.push({ eventKey: event.key, message: found.error.message });
      continue;
    }
    const standard = found.ok ? found.standard : undefined;
    const measure = standard?.measure ?? fallbackMeasure(event);
    const label = standard?.variant ?? event.label;
    const passMark = standard ? passMarkOf(standard) : null;
    const goal = goalOf(input.goal, event.key);
    const targetMark = passMark === null ? null : goal === 'folga' ? folgaMark(measure, passMark) : passMark;
    const value = input.current[event.key];
    const log = eventLogFor({
      key: event.key,
      measure,
      distanceM: event.distanceM,
      timeWindowS: event.timeWindowS,
    });
    targets.push({
      key: event.key,
      label,
      measure,
      ...(event.distanceM === undefined ? {} : { distanceM: event.distanceM }),
      ...(event.timeWindowS === undefined ? {} : { timeWindowS: event.timeWindowS }),
      goal,
      passMark,
      targetMark,
      current:
        value === undefined
          ? null
          : { mark: value, passed: passMark === null ? null : reaches(measure, value, passMark) },
      isMet: value !== undefined && targetMark !== null && reaches(measure, value, targetMark),
      gap: gapOf(measure, value, targetMark),
      track: trackOfLog(log),
      text: targetText(event, label, measure, passMark, targetMark),
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, targets };
}
