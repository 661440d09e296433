import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FIELD_IDS } from '../onboarding-ids';

export interface TafDateStepProps {
  value: string;
  /** Today in São Paulo ('YYYY-MM-DD'): the earliest date allowed. */
  today: string;
  onChange: (value: string) => void;
}

/** Step 6: the expected date of the TAF, which drives the countdown. */
export function TafDateStep({ value, today, onChange }: TafDateStepProps) {
  const isPast = value !== '' && value < today;

  return (
    <FormField
      id={FIELD_IDS.tafDate}
      label="Data prevista do TAF"
      required
      description="Usada na contagem regressiva até o seu TAF. Você pode mudá-la depois no perfil."
      error={isPast ? 'Escolha uma data a partir de hoje.' : undefined}
    >
      <Input type="date" min={today} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
