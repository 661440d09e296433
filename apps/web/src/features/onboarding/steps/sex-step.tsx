import { SEX_LABELS, SEXES } from '@prontidao/domain/profile/sex';
import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useController } from 'react-hook-form';
import { STEP_HEADING_ID } from '../onboarding-ids';
import { ChoiceGroup } from './choice-group';

const SEX_OPTIONS = SEXES.map((value) => ({ value, label: SEX_LABELS[value] }));

const HINT_ID = 'onboarding-sex-description';

/** Step 2: the sex, which picks the TAF's grading table. */
export function SexStep() {
  const { field } = useController<WizardData, 'sexo'>({ name: 'sexo' });
  return (
    <div className="grid gap-3">
      <p id={HINT_ID} className="text-muted-foreground text-sm">
        Usado apenas para calcular sua nota no TAF.
      </p>
      <ChoiceGroup
        name={field.name}
        options={SEX_OPTIONS}
        value={field.value}
        onChange={field.onChange}
        labelledBy={STEP_HEADING_ID}
        describedBy={HINT_ID}
      />
    </div>
  );
}
