import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { CargoStep } from './cargo-step';
import { HeightStep } from './height-step';
import { NameStep } from './name-step';
import { SexStep } from './sex-step';
import { TafDateStep } from './taf-date-step';
import { WeightStep } from './weight-step';

export interface StepFieldsProps {
  step: number;
  data: WizardData;
  today: string;
  nicknameError?: string;
  onChange: (patch: Partial<WizardData>) => void;
}

/** The fields of the current step. */
export function StepFields({ step, data, today, nicknameError, onChange }: StepFieldsProps) {
  switch (step) {
    case 1:
      return <NameStep data={data} onChange={onChange} nicknameError={nicknameError} />;
    case 2:
      return <SexStep value={data.sexo} onChange={(sexo) => onChange({ sexo })} />;
    case 3:
      return <HeightStep value={data.height} onChange={(height) => onChange({ height })} />;
    case 4:
      return <WeightStep value={data.weight} onChange={(weight) => onChange({ weight })} />;
    case 5:
      return <CargoStep value={data.cargo} onChange={(cargo) => onChange({ cargo })} />;
    default:
      return <TafDateStep value={data.tafDate} today={today} onChange={(tafDate) => onChange({ tafDate })} />;
  }
}
