import { CARGO_CODES, CARGO_LABELS } from '@prontidao/domain/profile/cargos';
import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useController } from 'react-hook-form';
import { ChoiceGroup } from './choice-group';
import { ExamField } from './exam-field';

const CARGO_OPTIONS = CARGO_CODES.map((code) => ({ value: code, label: CARGO_LABELS[code] }));

const LABEL_ID = 'onboarding-cargo-label';
const HINT_ID = 'onboarding-cargo-description';

/** Step 5: the candidate's exam (optional) and the cargo they are applying for. */
export function CargoStep() {
  const { field } = useController<WizardData, 'cargo'>({ name: 'cargo' });
  return (
    <div className="grid min-w-0 gap-6">
      <ExamField />
      <div className="grid gap-3">
        <p id={LABEL_ID} className="font-medium text-sm">
          Cargo
        </p>
        <p id={HINT_ID} className="text-muted-foreground text-sm">
          Escolha o cargo para o qual você vai prestar o concurso.
        </p>
        <ChoiceGroup
          name={field.name}
          options={CARGO_OPTIONS}
          value={field.value}
          onChange={field.onChange}
          labelledBy={LABEL_ID}
          describedBy={HINT_ID}
        />
      </div>
    </div>
  );
}
