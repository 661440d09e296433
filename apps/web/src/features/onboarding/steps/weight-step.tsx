import { MAX_WEIGHT_KG, MIN_WEIGHT_KG, type WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FIELD_IDS } from '../onboarding-ids';

/** Step 4: the weight in kg (comma or dot), 30–200; judged once the field is left ("7" on the way to "75"). */
export function WeightStep() {
  const { register, formState } = useFormContext<WizardData>();
  return (
    <FormField
      id={FIELD_IDS.weight}
      label="Peso (kg)"
      required
      description={`Entre ${MIN_WEIGHT_KG} e ${MAX_WEIGHT_KG} kg; você pode atualizar seu peso a qualquer momento.`}
      error={formState.errors.weight?.message}
    >
      <Input inputMode="decimal" autoComplete="off" placeholder="ex.: 75,5" {...register('weight')} />
    </FormField>
  );
}
