import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { STEP_HEADING_ID } from '../onboarding-ids';
import { ChoiceGroup } from './choice-group';

const SEX_OPTIONS = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
] as const;

const HINT_ID = 'onboarding-sex-description';

export interface SexStepProps {
  value: WizardData['sexo'];
  onChange: (value: 'M' | 'F') => void;
}

/** Step 2: the sex, which picks the TAF's grading table. */
export function SexStep({ value, onChange }: SexStepProps) {
  return (
    <div className="grid gap-3">
      <p id={HINT_ID} className="text-muted-foreground text-sm">
        Usado apenas para calcular sua nota no TAF.
      </p>
      <ChoiceGroup
        name="sexo"
        options={SEX_OPTIONS}
        value={value}
        onChange={onChange}
        labelledBy={STEP_HEADING_ID}
        describedBy={HINT_ID}
      />
    </div>
  );
}
