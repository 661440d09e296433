import { normalizeCref, UFS, type Uf } from '@prontidao/domain/trainers/cref';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CrefVerify } from './cref-verify';
import { crefIssues, type OnboardingInput, type OnboardingValues } from './onboarding-values';
import { UfSelect } from './uf-select';

const isUf = (value: string): value is Uf => (UFS as readonly string[]).includes(value);

/**
 * The CREF's number and state, and its check against the council: the state follows a typed CREF,
 * and the check runs only on a number whose state is the one chosen.
 */
export function CrefFields({
  form,
  isAdmin,
}: {
  form: UseFormReturn<OnboardingValues, unknown, OnboardingInput>;
  isAdmin: boolean;
}) {
  const { errors } = form.formState;
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

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <FormField
          id="trainer-cref-number"
          label="Número do CREF"
          required={!isAdmin}
          description={isAdmin ? 'Opcional para administradores.' : 'Exemplo: 012345-G/DF'}
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
    </>
  );
}
