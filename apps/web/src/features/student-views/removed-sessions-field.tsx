import { type Control, Controller } from 'react-hook-form';
import { formatWeekday } from '@/components/training-plan/plan-format';
import { type AdjustFormValues, refKey, type SessionChoice } from './use-week-adjust-form';

/** 'Treinos a retirar': a box per session of the week, ticked for those taken out. */
export function RemovedSessionsField({
  control,
  choices,
}: {
  control: Control<AdjustFormValues>;
  choices: SessionChoice[];
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-sm">Treinos a retirar</legend>
      <Controller
        control={control}
        name="removed"
        render={({ field }) => (
          <ul className="grid gap-1">
            {choices.map((choice) => {
              const key = refKey(choice);
              const isChecked = field.value.includes(key);
              return (
                <li key={key}>
                  <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-1 text-sm hover:bg-muted">
                    <input
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={isChecked}
                      onChange={() =>
                        field.onChange(
                          isChecked ? field.value.filter((value) => value !== key) : [...field.value, key],
                        )
                      }
                    />
                    <span className="min-w-0 break-words">
                      <span className="tabular-nums">{formatWeekday(choice.date)}</span> — {choice.title}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      />
    </fieldset>
  );
}
