import { formatExamMark } from '../exams/exam-marks';
import {
  type EventTarget,
  type ExamGoal,
  type ExamTargetsInput,
  examTargetsFor,
  folgaMark,
} from './exam-targets';

// The goal the plan suggests for each event of an exam (decision 047), as goal-suggestion.ts does for
// an edital graded 0–10: reach the pass mark first; once the latest result reaches it, pass with the
// margin (a bad day still passes). The person may always choose the other.

export interface EventGoalSuggestion {
  key: string;
  /** As the person's sex does it. */
  label: string;
  goal: ExamGoal;
  /** pt-BR: 'passar com folga (15 repetições)'. */
  text: string;
  /** What each goal asks, in the event's words ('13 repetições', '15 repetições'); null without a pass mark. */
  marks: { apto: string; folga: string } | null;
  /** pt-BR: the latest result ('11 repetições'), or null. */
  current: string | null;
}

const markText = (target: EventTarget, value: number) =>
  formatExamMark(target.measure, value, target.timeWindowS);

/** A goal in pt-BR: 'passar (13 repetições)', 'passar com folga (15 repetições)'. */
export function describeExamGoal(goal: ExamGoal, marks: EventGoalSuggestion['marks']): string {
  if (!marks) return 'melhorar a sua marca (índice ainda não publicado)';
  return goal === 'folga' ? `passar com folga (${marks.folga})` : `passar (${marks.apto})`;
}

/** The suggestion from a target computed with any goal. */
export function suggestionOf(target: EventTarget): EventGoalSuggestion {
  const { passMark, current } = target;
  const marks =
    passMark === null
      ? null
      : { apto: markText(target, passMark), folga: markText(target, folgaMark(target.measure, passMark)) };
  const goal: ExamGoal = current?.passed ? 'folga' : 'apto';
  return {
    key: target.key,
    label: target.label,
    goal,
    text: describeExamGoal(goal, marks),
    marks,
    current: current ? markText(target, current.mark) : null,
  };
}

/** Per event of the exam, the suggested goal from the latest results; null when the exam needs the age. */
export function suggestExamGoals(input: Omit<ExamTargetsInput, 'goal'>): EventGoalSuggestion[] | null {
  const targeted = examTargetsFor({ ...input, goal: 'apto' });
  return targeted.ok ? targeted.targets.map(suggestionOf) : null;
}
