import { zodResolver } from '@hookform/resolvers/zod';
import {
  hasBlankRequired,
  type ProfileFormOutput,
  type ProfileFormValues,
  profileFormSchema,
  toUpdateProfileInput,
} from '@prontidao/domain/profile/profile-form-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type FullProfile, useUpdateProfile } from '@/lib/queries/profile';
import { fieldIssues, toFormValues } from './profile-form-values';

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

const resolver = zodResolver(profileFormSchema());

/** react-hook-form over the domain's profile schema; the values start from the profile when mounted. */
export function useProfileForm(profile: FullProfile, config: ProfileFormConfig) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    defaultValues: toFormValues(profile),
    resolver,
    reValidateMode: 'onChange',
  });
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (values: ProfileFormOutput) => {
    setFormError(null);
    const input = toUpdateProfileInput(values, { email: profile.email, withBirthDate: config.withBirthDate });
    try {
      // Awaited here, not in mutate's callbacks: the blocking dialog unmounts its form as soon as the
      // saved profile is complete, and the success toast must still show.
      await update.mutateAsync(input);
      toast.success('✅ Perfil atualizado', { description: 'Suas informações foram salvas com sucesso.' });
      config.onSaved?.();
    } catch (error) {
      if (error instanceof ApiError) {
        const issues = fieldIssues(error.issues);
        if (error.code === 'NICKNAME_TAKEN') issues.unshift(['nickname', error.message]);
        issues.forEach(([field, message], index) => {
          form.setError(field, { message }, { shouldFocus: index === 0 });
        });
      }
      toast.error(config.errorTitle, { description: errorMessage(error, config.errorFallback) });
    }
  };

  const refuse = () => {
    const isOneMessage = config.reportMissingAsOne && hasBlankRequired(form.getValues());
    setFormError(isOneMessage ? MISSING_REQUIRED_MESSAGE : null);
  };

  return { form, formError, submit: form.handleSubmit(save, refuse), isSaving: update.isPending };
}
