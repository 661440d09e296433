import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type FullProfile, useUpdateProfile } from '@/lib/queries/profile';
import {
  errorsFromIssues,
  type ProfileFormErrors,
  type ProfileFormValues,
  toFormValues,
  validateProfileForm,
} from './profile-form-values';

export const MISSING_REQUIRED_MESSAGE = 'Todos os campos obrigatórios devem ser preenchidos';

export interface ProfileFormConfig {
  withBirthDate: boolean;
  /** The blocking dialog reports blank fields with one message instead of one per field. */
  reportMissingAsOne: boolean;
  /** Toast title and fallback description when the server refuses. */
  errorTitle: string;
  errorFallback: string;
  onSaved?: () => void;
}

/** State, checks and saving of a profile form; the values start from the profile when mounted. */
export function useProfileForm(profile: FullProfile, config: ProfileFormConfig) {
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => toFormValues(profile));
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // After a refused submit, focus the first field in error so the message is read with it.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (patch: Partial<ProfileFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const result = validateProfileForm(values, { email: profile.email, withBirthDate: config.withBirthDate });
    if (!result.ok) {
      const isOneMessage = config.reportMissingAsOne && result.hasMissingRequired;
      setFormError(isOneMessage ? MISSING_REQUIRED_MESSAGE : null);
      setErrors(isOneMessage ? {} : result.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setFormError(null);
    setErrors({});
    // mutateAsync, not mutate's callbacks: the blocking dialog unmounts its form as soon as the saved
    // profile is complete, and the success toast must still show.
    update.mutateAsync(result.input).then(
      () => {
        toast.success('✅ Perfil atualizado', { description: 'Suas informações foram salvas com sucesso.' });
        config.onSaved?.();
      },
      (error: unknown) => {
        if (error instanceof ApiError) {
          const fromServer = errorsFromIssues(error.issues);
          if (error.code === 'NICKNAME_TAKEN') fromServer.nickname = error.message;
          setErrors(fromServer);
          setAttempt((count) => count + 1);
        }
        toast.error(config.errorTitle, { description: errorMessage(error, config.errorFallback) });
      },
    );
  };

  return { formRef, values, errors, formError, change, submit, isSaving: update.isPending };
}
