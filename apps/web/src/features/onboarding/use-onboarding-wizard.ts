import { calendarDate } from '@prontidao/domain/profile/countdown';
import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useUpdateProfile } from '@/lib/queries/profile';
import { queryKeys } from '@/lib/queries/query-keys';
import { FIELD_IDS, STEP_HEADING_ID } from './onboarding-ids';
import { canLeaveStep, firstInvalidStep, toProfileInput } from './wizard-data';

export const REDIRECT_DELAY_MS = 1500;

/** The nickname's own message when the server refused it (taken, or invalid). */
const nicknameErrorOf = (error: Error): string | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'NICKNAME_TAKEN') return error.message;
  return error.issues.find((issue) => issue.path === 'p_nickname')?.message;
};

/** The wizard's state: data, current step, where focus goes next, and saving at the end. */
export function useOnboardingWizard(initial: WizardData) {
  const navigate = useNavigate();
  const update = useUpdateProfile({ refreshAuthContext: false });
  const queryClient = useQueryClient();
  const [data, setData] = useState(initial);
  // A new object on every move, so focus follows even when the step stays the same.
  const [view, setView] = useState<{ step: number; focusId: string | null }>({ step: 1, focusId: null });
  const [nicknameError, setNicknameError] = useState<string>();
  const [isSaved, setSaved] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const { step } = view;
  const today = calendarDate(new Date());

  useEffect(() => {
    if (view.focusId) document.getElementById(view.focusId)?.focus();
  }, [view]);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const goTo = (target: number, focusId: string = STEP_HEADING_ID) => setView({ step: target, focusId });

  const change = (patch: Partial<WizardData>) => {
    setData((current) => ({ ...current, ...patch }));
    if (patch.nickname !== undefined) setNicknameError(undefined);
  };

  const next = () => {
    if (canLeaveStep(step, data, today)) {
      goTo(step + 1);
    } else if (step === 3) {
      toast.error('Altura inválida');
      goTo(3, FIELD_IDS.height);
    }
  };

  const back = () => goTo(Math.max(1, step - 1));

  const finish = () => {
    const invalid = firstInvalidStep(data, today);
    const input = invalid === undefined ? toProfileInput(data) : undefined;
    if (!input) {
      toast.error('Dados incompletos', { description: 'Preencha todos os campos corretamente' });
      if (invalid !== undefined) goTo(invalid, invalid === step ? FIELD_IDS.tafDate : STEP_HEADING_ID);
      return;
    }
    update.mutate(input, {
      onSuccess: () => {
        setSaved(true);
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
          setNicknameError(message);
          goTo(1, FIELD_IDS.nickname);
        }
      },
    });
  };

  return {
    data,
    step,
    today,
    change,
    next,
    back,
    finish,
    nicknameError,
    canAdvance: canLeaveStep(step, data, today),
    isSaving: update.isPending || isSaved,
  };
}
