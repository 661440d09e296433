import { TAF_DATE_IN_PAST } from '@prontidao/domain/profile/profile-schema';
import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useController } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FIELD_IDS } from '../onboarding-ids';

export interface TafDateStepProps {
  /** Today in São Paulo ('YYYY-MM-DD'): the earliest date allowed. */
  today: string;
}

/** Step 6: the expected date of the TAF, which drives the countdown (the profile keeps the same rule). */
export function TafDateStep({ today }: TafDateStepProps) {
  const { field, fieldState } = useController<WizardData, 'tafDate'>({ name: 'tafDate' });
  // A past date is said at once; a blank or broken one once the field is left or 'Concluir' pressed.
  const error = field.value !== '' && field.value < today ? TAF_DATE_IN_PAST : fieldState.error?.message;
  return (
    <FormField
      id={FIELD_IDS.tafDate}
      label="Data prevista do TAF"
      required
      description="Usada na contagem regressiva até o seu TAF. Você pode mudá-la depois no perfil."
      error={error}
    >
      <Input type="date" min={today} {...field} />
    </FormField>
  );
}
