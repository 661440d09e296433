import type { GradingError } from '../scoring/grading-error';
import { formatGrade, MEDAL_GOAL_GRADE, type PlanGoal, type TargetsInput, targetsFor } from './targets';

// The goal the plan suggests for each test (issue 14; decision 036, 'A goal per test'): apto with
// the margin until the person reaches it; past it, the next medal above their grade (bronze 5,
// prata 7, ouro 9); with ouro, hold today's grade. Never below today's result (issue 21 §9: a
// 10 was told 'Sugerido: nota 9 (ouro)'). The person may always choose another goal.

/** Medal grades, as scoring/medal.ts awards them: bronze, prata, ouro. */
const MEDAL_GRADES = [MEDAL_GOAL_GRADE, 7, 9] as const;
const GOLD_GRADE = 9;

export interface GoalSuggestion {
  key: string;
  label: string;
  /** The grade of the latest result, or null without one. */
  currentGrade: number | null;
  /** The grade 'apto' asks for on this test (the apto line plus the margin). */
  aptoGrade: number;
  goal: PlanGoal;
  /** pt-BR, e.g. 'apto com margem', 'medalha (bronze, nota 5)', 'nota 7 (prata)', 'manter a nota 10 (ouro)'. */
  text: string;
}

export type GoalSuggestionsResult =
  | { ok: true; suggestions: GoalSuggestion[] }
  | { ok: false; errors: GradingError[] };

const MEDAL_NAMES: Record<number, string> = { 5: 'bronze', 7: 'prata', 9: 'ouro' };

/** A goal in pt-BR: 'apto com margem', 'medalha (bronze, nota 5)', 'nota 7 (prata)', 'nota 8'. */
export function describeGoal(goal: PlanGoal): string {
  if (goal === 'apto') return 'apto com margem';
  if (goal === 'medalha') return `medalha (bronze, nota ${MEDAL_GOAL_GRADE})`;
  const medal = MEDAL_NAMES[goal];
  return medal ? `nota ${formatGrade(goal)} (${medal})` : `nota ${formatGrade(goal)}`;
}

/** The suggested goal from the current grade and the grade apto asks for. */
export function suggestGoal(currentGrade: number | null, aptoGrade: number): PlanGoal {
  if (currentGrade === null || currentGrade < aptoGrade) return 'apto';
  const next = MEDAL_GRADES.find((grade) => grade > currentGrade);
  if (next === MEDAL_GOAL_GRADE) return 'medalha';
  if (next !== undefined) return next;
  // Ouro already (and apto too): hold today's grade.
  return Math.min(10, Math.round(currentGrade * 100) / 100);
}

/** 'manter a nota 10' when the goal is today's grade; else the goal in words. */
function suggestionText(goal: PlanGoal, currentGrade: number | null): string {
  return typeof goal === 'number' && goal === currentGrade && goal >= GOLD_GRADE
    ? `manter a nota ${formatGrade(goal)} (ouro)`
    : describeGoal(goal);
}

/** Per test of the edital, the suggested goal from the person's latest results. Never throws. */
export function suggestGoals(input: Omit<TargetsInput, 'goal'>): GoalSuggestionsResult {
  const apto = targetsFor({ ...input, goal: 'apto' });
  if (!apto.ok) return apto;
  return {
    ok: true,
    suggestions: apto.targets.map((target) => {
      const currentGrade = target.current?.grade ?? null;
      const goal = suggestGoal(currentGrade, target.goalGrade);
      return {
        key: target.key,
        label: target.label,
        currentGrade,
        aptoGrade: target.goalGrade,
        goal,
        text: suggestionText(goal, currentGrade),
      };
    }),
  };
}
