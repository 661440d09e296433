import { CARGO_CODES, CARGO_LABELS } from '@prontidao/domain/profile/cargos';
import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useController } from 'react-hook-form';
import { STEP_HEADING_ID } from '../onboarding-ids';
import { ChoiceGroup } from './choice-group';

const CARGO_OPTIONS = CARGO_CODES.map((code) => ({ value: code, label: CARGO_LABELS[code] }));

const HINT_ID = 'onboarding-cargo-description';

/** Step 5: the cargo the candidate is applying for. */
export function CargoStep() {
  const { field } = useController<WizardData, 'cargo'>({ name: 'cargo' });
  return (
    <div className="grid gap-3">
      <p id={HINT_ID} className="text-muted-foreground text-sm">
        Escolha o cargo para o qual você vai prestar o concurso.
      </p>
      <ChoiceGroup
        name={field.name}
        options={CARGO_OPTIONS}
        value={field.value}
        onChange={field.onChange}
        labelledBy={STEP_HEADING_ID}
        describedBy={HINT_ID}
      />
    </div>
  );
}
