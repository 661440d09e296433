import { normalizeCref, UFS, type Uf } from '@prontidao/domain/trainers/cref';
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
import { CrefVerify } from './cref-verify';
import {
  crefIssues,
  fieldIssues,
  type OnboardingInput,
  type OnboardingValues,
  onboardingResolver,
  toOnboardingValues,
} from './onboarding-values';
import { UfSelect } from './uf-select';

/** Spec §9: the trainer onboarding goes to the dashboard 1 s after saving. */
export const REDIRECT_DELAY_MS = 1000;

export interface OnboardingFormProps {
  profile: TrainerProfile | null;
  isAdmin: boolean;
  signUpName: string | null;
}

const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value);

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

  const crefNumber = form.watch('crefNumber');
  const crefRegion = form.watch('crefRegion');
  const cref = normalizeCref(crefNumber);
  const verifyTarget =
    cref && isUf(crefRegion) && cref.endsWith(`/${crefRegion}`) ? { cref, uf: crefRegion } : null;

  // The state follows a typed CREF when none is chosen yet ('012345-G/DF' → DF).
  const fillStateFromCref = () => {
    const uf = cref?.slice(-2);
    if (uf && !form.getValues('crefRegion'))
      form.setValue('crefRegion', uf, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const showCrefErrors = () => {
    crefIssues(form.getValues()).forEach(([field, message], index) => {
      form.setError(field, { message }, { shouldFocus: index === 0 });
    });
  };

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

  const crefDescription = isAdmin ? 'Opcional para administradores.' : 'Exemplo: 012345-G/DF';
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Cadastro do treinador">
      <FormField id="trainer-full-name" label="Nome completo" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...form.register('fullName')} />
      </FormField>
      <FormField id="trainer-birth-date" label="Data de nascimento" error={errors.birthDate?.message}>
        <Input type="date" autoComplete="bday" className="sm:max-w-56" {...form.register('birthDate')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <FormField
          id="trainer-cref-number"
          label="Número do CREF"
          required={!isAdmin}
          description={crefDescription}
          error={errors.crefNumber?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="ex.: 012345-G/DF"
            {...form.register('crefNumber', { onBlur: fillStateFromCref })}
          />
        </FormField>
        <FormField
          id="trainer-cref-region"
          label="Estado do CREF"
          required={!isAdmin}
          error={errors.crefRegion?.message}
        >
          <UfSelect {...form.register('crefRegion')} />
        </FormField>
      </div>
      <CrefVerify
        target={verifyTarget}
        onNotReady={showCrefErrors}
        onRefused={(message) => form.setError('crefNumber', { message }, { shouldFocus: true })}
      />
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
