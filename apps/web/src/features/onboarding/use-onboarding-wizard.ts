import { zodResolver } from '@hookform/resolvers/zod';
import { calendarDate } from '@prontidao/domain/dates/time-zone';
import {
  firstInvalidStep,
  isStepValid,
  WIZARD_STEP_FIELDS,
  type WizardData,
  type WizardOutput,
  wizardSchema,
  wizardToProfileInput,
} from '@prontidao/domain/profile/wizard-steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useUpdateProfile } from '@/lib/queries/profile';
import { queryKeys } from '@/lib/queries/query-keys';
import { FIELD_IDS, STEP_HEADING_ID } from './onboarding-ids';
import type { WizardDraftStore } from './wizard-draft';

export const REDIRECT_DELAY_MS = 1500;

/** The nickname's own message when the server refused it (taken, or invalid). */
const nicknameErrorOf = (error: Error): string | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'NICKNAME_TAKEN') return error.message;
  return error.issues.find((issue) => issue.path === 'p_nickname')?.message;
};

export interface WizardStart {
  initial: WizardData;
  initialStep: number;
  /** Where the progress is kept between visits (null until the account is known). */
  drafts: WizardDraftStore | null;
}

/** The wizard's state: react-hook-form over the domain schema, the step, focus, the draft and saving. */
export function useOnboardingWizard({ initial, initialStep, drafts }: WizardStart) {
  const navigate = useNavigate();
  const update = useUpdateProfile({ refreshAuthContext: false });
  const queryClient = useQueryClient();
  const today = calendarDate(new Date());
  const resolver = useMemo(() => zodResolver(wizardSchema()), []);
  const form = useForm<WizardData, unknown, WizardOutput>({
    defaultValues: initial,
    resolver,
    mode: 'onTouched',
  });
  // A new object on every move, so focus follows even when the step stays the same.
  const [view, setView] = useState<{ step: number; focusId: string | null }>({
    step: initialStep,
    focusId: null,
  });
  const [isSaved, setSaved] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { step } = view;
  const data = form.watch();

  useEffect(() => {
    if (view.focusId) document.getElementById(view.focusId)?.focus();
  }, [view]);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  // Every keystroke and every move is kept until the profile is saved. Nothing is written on mount: a
  // wizard that remounts after saving (the guard refreshing) must not bring the draft back.
  const stepRef = useRef(step);
  stepRef.current = step;
  const isSavedRef = useRef(false);
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!isSavedRef.current) drafts?.save({ step: stepRef.current, data: values as WizardData });
    });
    return () => subscription.unsubscribe();
  }, [form, drafts]);

  const goTo = (target: number, focusId: string = STEP_HEADING_ID) => {
    setView({ step: target, focusId });
    if (!isSavedRef.current) drafts?.save({ step: target, data: form.getValues() });
  };

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
    if (!input) {
      toast.error('Dados incompletos', { description: 'Preencha todos os campos corretamente' });
      if (invalid !== undefined) {
        void form.trigger(WIZARD_STEP_FIELDS[invalid] as (keyof WizardData)[]);
        goTo(invalid, invalid === step ? FIELD_IDS.tafDate : STEP_HEADING_ID);
      }
      return;
    }
    update.mutate(input, {
      onSuccess: () => {
        isSavedRef.current = true;
        setSaved(true);
        drafts?.clear();
        toast.success('Perfil completo!', { description: 'Bem-vindo à Prontidão. Vamos treinar!' });
        redirectTimer.current = window.setTimeout(async () => {
          await queryClient.invalidateQueries({ queryKey: queryKeys.authContext });
          navigate(paths.candidate.dashboard, { replace: true });
        }, REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        toast.error('Erro ao salvar perfil', { description: error.message || 'Erro desconhecido' });
        const message = nicknameErrorOf(error);
        if (message) {
          form.setError('nickname', { message });
          goTo(1, FIELD_IDS.nickname);
        }
      },
    });
  };

  return {
    form,
    step,
    today,
    next,
    back,
    finish,
    canAdvance: isStepValid(step, data, today),
    isSaving: update.isPending || isSaved,
  };
}
