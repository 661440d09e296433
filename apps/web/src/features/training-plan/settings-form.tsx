import type { PlanGoal } from '@prontidao/domain/training-plan/targets';
import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import type { PlanSettings } from './api/plan-view';
import { useSaveTrainingPlanSettings } from './api/training-plan';

const SESSION_COUNTS = [2, 3, 4, 5, 6] as const;
const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
type GoalChoice = 'apto' | 'medalha' | 'nota';

const GOAL_OPTIONS: { value: GoalChoice; label: string }[] = [
  { value: 'apto', label: 'Apto com margem' },
  { value: 'medalha', label: 'Medalha' },
  { value: 'nota', label: 'Uma nota' },
];

const choiceClass = cn(
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm',
  'font-medium hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary/5',
  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
);
const radioClass = 'size-4 shrink-0 cursor-pointer accent-primary';

const choiceOf = (goal: PlanGoal | undefined): GoalChoice =>
  typeof goal === 'number' ? 'nota' : (goal ?? 'apto');

/** Sessions per week (2–6) and the goal: set_training_plan_settings; the answer is the new plan. */
export function SettingsForm({ settings, onSaved }: { settings: PlanSettings | null; onSaved?: () => void }) {
  const id = useId();
  const save = useSaveTrainingPlanSettings();
  const [sessions, setSessions] = useState<number | null>(settings?.sessions_per_week ?? null);
  const [choice, setChoice] = useState<GoalChoice>(choiceOf(settings?.goal));
  const [grade, setGrade] = useState(typeof settings?.goal === 'number' ? settings.goal : 7);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sessions === null) {
      setMissing(true);
      return;
    }
    const goal: PlanGoal = choice === 'nota' ? grade : choice;
    save.mutate({ sessions_per_week: sessions, goal }, { onSuccess: () => onSaved?.() });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <fieldset className="grid gap-2" aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className="mb-2 font-medium text-sm">Quantos treinos por semana você consegue fazer?</legend>
        <div className="flex flex-wrap gap-2">
          {SESSION_COUNTS.map((count) => (
            <label key={count} className={choiceClass}>
              <input
                type="radio"
                name={`${id}-sessions`}
                value={count}
                checked={sessions === count}
                onChange={() => {
                  setSessions(count);
                  setMissing(false);
                }}
                className={radioClass}
              />
              {count} por semana
            </label>
          ))}
        </div>
        {missing ? (
          <p id={`${id}-missing`} className="font-medium text-destructive text-sm">
            Escolha quantos treinos por semana.
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Sua meta em cada teste</legend>
        <div className="flex flex-wrap gap-2">
          {GOAL_OPTIONS.map((option) => (
            <label key={option.value} className={choiceClass}>
              <input
                type="radio"
                name={`${id}-goal`}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
                className={radioClass}
              />
              {option.label}
            </label>
          ))}
        </div>
        {choice === 'nota' ? (
          <div className="grid max-w-48 gap-2">
            <label htmlFor={`${id}-grade`} className="font-medium text-sm">
              Nota desejada
            </label>
            <select
              id={`${id}-grade`}
              value={grade}
              onChange={(event) => setGrade(Number(event.target.value))}
              className="h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-base shadow-xs"
            >
              {GRADES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </fieldset>
      {save.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {errorMessage(save.error, 'Não foi possível salvar. Tente novamente.')}
          </AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Salvando…' : 'Salvar e montar o plano'}
      </Button>
    </form>
  );
}
