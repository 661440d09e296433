import { zodResolver } from '@hookform/resolvers/zod';
import { calendarDate } from '@prontidao/domain/dates/time-zone';
import {
  firstInvalidStep,
  isStepValid,
  WIZARD_STEP_FIELDS,
  type WizardData,
  wizardSchema,
  wizardToProfileInput,
} from '@prontidao/domain/profile/wizard-steps';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { FIELD_IDS, STEP_HEADING_ID } from './onboarding-ids';
import { useSaveWizardProfile } from './use-save-wizard-profile';
import type { WizardFormData } from './wizard-data';
import type { WizardDraftStore } from './wizard-draft';

export interface WizardStart {
  initial: WizardFormData;
  initialStep: number;
  /** Where the progress is kept between visits (null until the account is known). */
  drafts: WizardDraftStore | null;
}

/** The domain's rules for the profile's fields; the exam (step 5) is optional: '' is the default one. */
const wizardFormSchema = () => wizardSchema().extend({ examId: z.string() });
type WizardFormOutput = z.output<ReturnType<typeof wizardFormSchema>>;

type WizardForm = UseFormReturn<WizardFormData, unknown, WizardFormOutput>;

/** The wizard's state: react-hook-form over the domain schema, the step, focus, the draft and saving. */
export function useOnboardingWizard({ initial, initialStep, drafts }: WizardStart) {
  const today = calendarDate(new Date());
  const resolver = useMemo(() => zodResolver(wizardFormSchema()), []);
  const form = useForm<WizardFormData, unknown, WizardFormOutput>({
    defaultValues: initial,
    resolver,
    mode: 'onTouched',
  });
  const { step, goTo, isSavedRef } = useWizardSteps(form, initialStep, drafts);
  const data = form.watch();
  const { save, isSaving } = useSaveWizardProfile({
    drafts,
    isSavedRef,
    onNicknameRefused: (message) => {
      form.setError('nickname', { message });
      goTo(1, FIELD_IDS.nickname);
    },
  });

  const next = async () => {
    if (isStepValid(step, form.getValues(), today)) {
      goTo(step + 1);
      return;
    }
    await form.trigger(WIZARD_STEP_FIELDS[step] as (keyof WizardData)[]);
    if (step === 3) {
      toast.error('Altura inválida');
      goTo(3, FIELD_IDS.height);
    }
  };

  const back = () => goTo(Math.max(1, step - 1));

  const finish = () => {
    const values = form.getValues();
    const invalid = firstInvalidStep(values, today);
    const input = invalid === undefined ? wizardToProfileInput(values, today) : undefined;
    if (input) return save(input, values.examId);
    toast.error('Dados incompletos', { description: 'Preencha todos os campos corretamente' });
    if (invalid !== undefined) {
      void form.trigger(WIZARD_STEP_FIELDS[invalid] as (keyof WizardData)[]);
      goTo(invalid, invalid === step ? FIELD_IDS.tafDate : STEP_HEADING_ID);
    }
  };

  return {
    form,
    step,
    today,
    next,
    back,
    finish,
    canAdvance: isStepValid(step, data, today),
    isSaving,
  };
}

/**
 * The step on screen and where focus goes on each move, with every keystroke and every move kept
 * as a draft until the profile is saved (`isSavedRef`). Nothing is written on mount: a wizard that
 * remounts after saving (the guard refreshing) must not bring the draft back.
 */
function useWizardSteps(form: WizardForm, initialStep: number, drafts: WizardDraftStore | null) {
  // A new object on every move, so focus follows even when the step stays the same.
  const [view, setView] = useState<{ step: number; focusId: string | null }>({
    step: initialStep,
    focusId: null,
  });
  const { step } = view;
  const isSavedRef = useRef(false);

  useEffect(() => {
    if (view.focusId) document.getElementById(view.focusId)?.focus();
  }, [view]);

  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!isSavedRef.current) drafts?.save({ step: stepRef.current, data: values as WizardFormData });
    });
    return () => subscription.unsubscribe();
  }, [form, drafts]);

  const goTo = (target: number, focusId: string = STEP_HEADING_ID) => {
    setView({ step: target, focusId });
    if (!isSavedRef.current) drafts?.save({ step: target, data: form.getValues() });
  };

  return { step, goTo, isSavedRef };
}
