import { WIZARD_STEPS } from '@prontidao/domain/profile/wizard-steps';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface WizardNavProps {
  step: number;
  /** Whether 'Próximo' may be pressed (height stays pressable to explain what is wrong). */
  canAdvance: boolean;
  isSaving: boolean;
  onBack: () => void;
}

/** 'Anterior' and the form's submit button: 'Próximo', or 'Concluir' on the last step. */
export function WizardNav({ step, canAdvance, isSaving, onBack }: WizardNavProps) {
  const isLast = step === WIZARD_STEPS;
  return (
    <div className="flex gap-3">
      {step > 1 ? (
        <Button
          variant="outline"
          size="lg"
          className="flex-1 sm:flex-none"
          onClick={onBack}
          disabled={isSaving}
        >
          <ChevronLeftIcon aria-hidden="true" />
          Anterior
        </Button>
      ) : null}
      {isLast ? (
        <Button
          key="finish"
          type="submit"
          size="lg"
          className="flex-1 sm:ms-auto sm:flex-none"
          disabled={isSaving}
          aria-busy={isSaving || undefined}
        >
          {isSaving ? (
            <Loader2Icon aria-hidden="true" className="animate-spin" />
          ) : (
            <CheckIcon aria-hidden="true" />
          )}
          Concluir
        </Button>
      ) : (
        <Button
          key="next"
          type="submit"
          size="lg"
          className="flex-1 sm:ms-auto sm:flex-none"
          disabled={!canAdvance && step !== 3}
        >
          Próximo
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
