import { CARGO_CODES, CARGO_LABELS, type CargoCode } from '@prontidao/domain/profile/profile-schema';
import { STEP_HEADING_ID } from '../onboarding-ids';
import { ChoiceGroup } from './choice-group';

const CARGO_OPTIONS = CARGO_CODES.map((code) => ({ value: code, label: CARGO_LABELS[code] }));

const HINT_ID = 'onboarding-cargo-description';

export interface CargoStepProps {
  value: string;
  onChange: (value: CargoCode) => void;
}

/** Step 5: the cargo the candidate is applying for. */
export function CargoStep({ value, onChange }: CargoStepProps) {
  return (
    <div className="grid gap-3">
      <p id={HINT_ID} className="text-muted-foreground text-sm">
        Escolha o cargo para o qual você vai prestar o concurso.
      </p>
      <ChoiceGroup
        name="cargo"
        options={CARGO_OPTIONS}
        value={value}
        onChange={onChange}
        labelledBy={STEP_HEADING_ID}
        describedBy={HINT_ID}
      />
    </div>
  );
}
