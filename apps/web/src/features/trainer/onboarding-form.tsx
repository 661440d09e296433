import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { type TrainerProfile, useCompleteTrainerOnboarding } from './api/trainer-profile';
import { CrefFields } from './cref-fields';
import {
  fieldIssues,
  type OnboardingInput,
  type OnboardingValues,
  onboardingResolver,
  toOnboardingValues,
} from './onboarding-values';

/** Spec §9: the trainer onboarding goes to the dashboard 1 s after saving. */
export const REDIRECT_DELAY_MS = 1000;

export interface OnboardingFormProps {
  profile: TrainerProfile | null;
  isAdmin: boolean;
  signUpName: string | null;
}

export function OnboardingForm({ profile, isAdmin, signUpName }: OnboardingFormProps) {
  const navigate = useNavigate();
  const save = useCompleteTrainerOnboarding();
  const [isSaved, setIsSaved] = useState(false);
  const form = useForm<OnboardingValues, unknown, OnboardingInput>({
    defaultValues: toOnboardingValues(profile, signUpName),
    resolver: onboardingResolver(isAdmin),
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!isSaved) return;
    const timer = window.setTimeout(() => navigate(paths.trainer.dashboard), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isSaved, navigate]);

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(isAdmin && !input.p_cref_number ? { ...input, p_cref_region: null } : input);
      toast.success('Cadastro salvo', { description: 'Abrindo o dashboard do treinador...' });
      setIsSaved(true);
    } catch (error) {
      if (error instanceof ApiError) {
        fieldIssues(error.issues).forEach(([field, message], index) => {
          form.setError(field, { message }, { shouldFocus: index === 0 });
        });
      }
      toast.error('Erro ao salvar cadastro', { description: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Cadastro do treinador">
      <FormField id="trainer-full-name" label="Nome completo" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField id="trainer-birth-date" label="Data de nascimento" error={errors.birthDate?.message}>
        <Input type="date" autoComplete="bday" className="sm:max-w-56" {...form.register('birthDate')} />
      </FormField>
      <CrefFields form={form} isAdmin={isAdmin} />
      {isSaved ? (
        <Alert variant="success">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Cadastro salvo! Abrindo o dashboard do treinador...</AlertTitle>
        </Alert>
      ) : null}
      <Button type="submit" className="w-full sm:w-fit" disabled={save.isPending || isSaved}>
        {save.isPending ? 'Salvando...' : 'Salvar cadastro'}
      </Button>
    </form>
  );
}
