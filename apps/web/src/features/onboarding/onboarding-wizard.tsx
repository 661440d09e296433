import type { FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { Card, CardContent } from '@/components/ui/card';
import { STEP_HEADING_ID, STEP_TITLES } from './onboarding-ids';
import { StepFields } from './steps/step-fields';
import { useOnboardingWizard, type WizardStart } from './use-onboarding-wizard';
import { WizardHeader } from './wizard-header';
import { WizardNav } from './wizard-nav';

/** The six steps in one card; Enter in a field submits the form, i.e. 'Próximo' (or 'Concluir'). */
export function OnboardingWizard(start: WizardStart) {
  const wizard = useOnboardingWizard(start);
  const { step } = wizard;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wizard.isSaving) return;
    if (step === 6) wizard.finish();
    else void wizard.next();
  };

  return (
    <Card className="mx-auto w-full max-w-lg">
      <WizardHeader step={step} />
      <CardContent>
        <FormProvider {...wizard.form}>
          <form noValidate onSubmit={submit} className="grid gap-6">
            <h2 id={STEP_HEADING_ID} tabIndex={-1} className="font-semibold text-xl outline-none">
              {STEP_TITLES[step]}
            </h2>
            <StepFields step={step} today={wizard.today} />
            <WizardNav
              step={step}
              canAdvance={wizard.canAdvance}
              isSaving={wizard.isSaving}
              onBack={wizard.back}
            />
          </form>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
