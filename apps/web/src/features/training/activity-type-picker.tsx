import { ACTIVITY_TYPE_LABELS, type ManualActivityType } from '@prontidao/domain/training/activity-types';
import { cn } from '@/lib/cn';

export const FORM_TYPES: readonly ManualActivityType[] = ['BARRA', 'SWIM', 'RUN'];

export interface ActivityTypePickerProps {
  value: ManualActivityType;
  onChange: (type: ManualActivityType) => void;
}

/** Barra / Natação / Corrida as a radio group (arrow keys move the choice) drawn as segments. */
export function ActivityTypePicker({ value, onChange }: ActivityTypePickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-sm">Tipo de treino</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {FORM_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex min-h-10 cursor-pointer items-center justify-center rounded-md px-2 font-medium text-sm',
              'text-muted-foreground transition-colors hover:text-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-[-2px]',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-xs',
            )}
          >
            <input
              type="radio"
              name="tipo-treino"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {ACTIVITY_TYPE_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
