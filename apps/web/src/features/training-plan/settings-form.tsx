import { type FormEvent, useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import type { GoalTest, PlanSettings } from './api/plan-view';
import { useSaveTrainingPlanSettings } from './api/training-plan';
import { type GoalDraft, goalToSend, initialDrafts, rowsOf } from './goal-choices';
import { choiceClass, GoalFieldset, radioClass } from './goal-fieldset';

const SESSION_COUNTS = [2, 3, 4, 5, 6] as const;

/**
 * Sessions per week (2–6) and a goal per test of the edital, each starting from the stored goal or
 * the suggested one: set_training_plan_settings; the answer is the new plan.
 */
export function SettingsForm({
  settings,
  goalTests,
  onSaved,
}: {
  settings: PlanSettings | null;
  goalTests: readonly GoalTest[];
  onSaved?: () => void;
}) {
  const id = useId();
  const save = useSaveTrainingPlanSettings();
  const rows = rowsOf(goalTests);
  const [sessions, setSessions] = useState<number | null>(settings?.sessions_per_week ?? null);
  const [drafts, setDrafts] = useState<Record<string, GoalDraft>>(() => initialDrafts(rows, settings?.goal));
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sessions === null) {
      setMissing(true);
      return;
    }
    save.mutate(
      { sessions_per_week: sessions, goal: goalToSend(rows, drafts) },
      { onSuccess: () => onSaved?.() },
    );
  };

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-5" noValidate>
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
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 font-medium text-sm">Sua meta em cada teste</legend>
        {rows.map((row) => (
          <GoalFieldset
            key={row.key}
            row={row}
            draft={drafts[row.key] ?? { choice: 'apto', grade: 7 }}
            onChange={(draft) => setDrafts((current) => ({ ...current, [row.key]: draft }))}
          />
        ))}
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
