import { CargoStep } from './cargo-step';
import { HeightStep } from './height-step';
import { NameStep } from './name-step';
import { SexStep } from './sex-step';
import { TafDateStep } from './taf-date-step';
import { WeightStep } from './weight-step';

export interface StepFieldsProps {
  step: number;
  today: string;
}

/** The fields of the current step (each reads the wizard's form from its context). */
export function StepFields({ step, today }: StepFieldsProps) {
  switch (step) {
    case 1:
      return <NameStep />;
    case 2:
      return <SexStep />;
    case 3:
      return <HeightStep />;
    case 4:
      return <WeightStep />;
    case 5:
      return <CargoStep />;
    default:
      return <TafDateStep today={today} />;
  }
}
