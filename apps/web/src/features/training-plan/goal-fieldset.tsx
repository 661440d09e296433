import { useId } from 'react';
import { formatPlanGrade } from '@/components/training-plan/plan-format';
import { cn } from '@/lib/cn';
import { type GoalChoice, type GoalDraft, type GoalRow, isPassMarkRow } from './goal-choices';

const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const GOAL_OPTIONS: { value: GoalChoice; label: string }[] = [
  { value: 'apto', label: 'Apto com margem' },
  { value: 'medalha', label: 'Medalha' },
  { value: 'nota', label: 'Uma nota' },
];

export const choiceClass = cn(
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm',
  'font-medium hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
);
export const radioClass = 'size-4 shrink-0 cursor-pointer accent-primary';

/** An exam's event (decision 047): pass at the mark, or past it; with the marks in the event's words. */
function optionsOf(row: GoalRow): { value: GoalChoice; label: string }[] {
  if (!isPassMarkRow(row)) return GOAL_OPTIONS;
  const marks = row.test?.pass_marks;
  return [
    { value: 'apto', label: marks ? `Passar: ${marks.apto}` : 'Passar no índice' },
    { value: 'folga', label: marks ? `Com folga: ${marks.folga}` : 'Com folga' },
  ];
}

/** 'Sugerido: medalha (bronze, nota 5) · hoje: nota 3,3'; 'Sugerido: passar (13 repetições) · hoje: 11 repetições'. */
function suggestionText(row: GoalRow): string | null {
  if (!row.test) return null;
  const grade = row.test.current_grade;
  const today = row.test.current_text ?? (grade === null ? null : `nota ${formatPlanGrade(grade)}`);
  return `Sugerido: ${row.test.suggested_text}${today ? ` · hoje: ${today}` : ''}`;
}

/** One test's goal: a radio group (arrows move within it) and, for 'Uma nota', the grade. */
export function GoalFieldset({
  row,
  draft,
  onChange,
}: {
  row: GoalRow;
  draft: GoalDraft;
  onChange: (draft: GoalDraft) => void;
}) {
  const id = useId();
  const suggestion = suggestionText(row);
  // A grade stored through the API (8,5) stays selectable.
  const grades = GRADES.some((g) => g === draft.grade)
    ? GRADES
    : [...GRADES, draft.grade].sort((a, b) => a - b);
  return (
    <fieldset
      className="grid min-w-0 gap-2 rounded-lg border p-3"
      aria-describedby={suggestion ? `${id}-suggested` : undefined}
      data-testid={`goal-${row.key}`}
    >
      <legend className="px-1 font-medium text-sm">{row.label}</legend>
      {suggestion ? (
        <p id={`${id}-suggested`} className="text-pretty text-muted-foreground text-sm">
          {suggestion}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {optionsOf(row).map((option) => (
          <label key={option.value} className={choiceClass}>
            <input
              type="radio"
              name={`${id}-goal`}
              value={option.value}
              checked={draft.choice === option.value}
              onChange={() => onChange({ ...draft, choice: option.value })}
              className={radioClass}
            />
            {option.label}
          </label>
        ))}
      </div>
      {draft.choice === 'nota' ? (
        <div className="grid max-w-48 gap-2">
          <label htmlFor={`${id}-grade`} className="font-medium text-sm">
            Nota desejada <span className="sr-only">({row.label})</span>
          </label>
          <select
            id={`${id}-grade`}
            value={draft.grade}
            onChange={(event) => onChange({ ...draft, grade: Number(event.target.value) })}
            className="h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-base shadow-xs"
          >
            {grades.map((value) => (
              <option key={value} value={value}>
                {formatPlanGrade(value)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}
