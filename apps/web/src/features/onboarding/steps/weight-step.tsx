import { parseWeight } from '@prontidao/domain/profile/wizard-steps';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FIELD_IDS } from '../onboarding-ids';

export const MIN_WEIGHT_KG = 30;
export const MAX_WEIGHT_KG = 200;

export interface WeightStepProps {
  value: string;
  onChange: (value: string) => void;
}

const isValidWeight = (text: string) => {
  const kg = parseWeight(text);
  return kg !== undefined && kg >= MIN_WEIGHT_KG && kg <= MAX_WEIGHT_KG;
};

/** Step 4: the weight in kg (comma or dot), 30–200. */
export function WeightStep({ value, onChange }: WeightStepProps) {
  // Judged once the candidate leaves the field, so typing "7" on the way to "75" is not an error.
  const [isTouched, setTouched] = useState(false);
  const showError = isTouched && value.trim() !== '' && !isValidWeight(value);

  return (
    <FormField
      id={FIELD_IDS.weight}
      label="Peso (kg)"
      required
      description="Você pode atualizar seu peso a qualquer momento."
      error={showError ? `Informe um peso entre ${MIN_WEIGHT_KG} e ${MAX_WEIGHT_KG} kg.` : undefined}
    >
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="75,5"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </FormField>
  );
}
