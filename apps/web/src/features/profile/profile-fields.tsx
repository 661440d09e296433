import { CARGO_CODES, CARGO_LABELS } from '@prontidao/domain/profile/cargos';
import type { ProfileFormOutput, ProfileFormValues } from '@prontidao/domain/profile/profile-form-schema';
import { SEX_LABELS, SEXES } from '@prontidao/domain/profile/sex';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from './native-select';

export interface ProfileFieldsProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  email: string;
  form: UseFormReturn<ProfileFormValues, unknown, ProfileFormOutput>;
  withBirthDate?: boolean;
  disabled?: boolean;
}

/** The profile's fields, shared by the edit form and the blocking dialog. */
export function ProfileFields({
  idPrefix,
  email,
  form,
  withBirthDate = false,
  disabled = false,
}: ProfileFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const { register, formState, watch } = form;
  const error = (field: keyof ProfileFormValues) => formState.errors[field]?.message;
  const hasCargo = watch('cargoCode') !== '';
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField
        id={id('email')}
        label="E-mail"
        description="O e-mail da sua conta não pode ser alterado aqui."
        className="min-w-0"
      >
        <Input type="email" value={email} readOnly className="bg-muted" />
      </FormField>
      <FormField id={id('nome')} label="Nome completo" error={error('fullName')} required className="min-w-0">
        <Input autoComplete="name" disabled={disabled} {...register('fullName')} />
      </FormField>
      <FormField
        id={id('apelido')}
        label="Apelido"
        description="Aparece nos rankings se você permitir."
        error={error('nickname')}
        required
        className="min-w-0"
      >
        <Input autoComplete="nickname" maxLength={30} disabled={disabled} {...register('nickname')} />
      </FormField>
      <FormField
        id={id('sexo')}
        label="Sexo"
        description="Usado apenas para calcular a nota do TAF."
        error={error('sexo')}
        required
        className="min-w-0"
      >
        <NativeSelect disabled={disabled} {...register('sexo')}>
          <option value="">Selecione</option>
          {SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {SEX_LABELS[sex]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id('peso')} label="Peso (kg)" error={error('weightKg')} required className="min-w-0">
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="72,5"
          disabled={disabled}
          {...register('weightKg')}
        />
      </FormField>
      <FormField id={id('altura')} label="Altura (cm)" error={error('heightCm')} required className="min-w-0">
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="174"
          disabled={disabled}
          {...register('heightCm')}
        />
      </FormField>
      <FormField
        id={id('cargo')}
        label="Cargo pretendido"
        error={error('cargoCode')}
        required
        className="min-w-0"
      >
        <NativeSelect disabled={disabled} {...register('cargoCode')}>
          {hasCargo ? null : (
            <option value="" disabled>
              Selecione
            </option>
          )}
          {CARGO_CODES.map((code) => (
            <option key={code} value={code}>
              {CARGO_LABELS[code]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id={id('taf')}
        label="Data prevista do TAF"
        error={error('tafDate')}
        required
        className="min-w-0"
      >
        <Input type="date" disabled={disabled} {...register('tafDate')} />
      </FormField>
      {withBirthDate ? (
        <FormField
          id={id('nascimento')}
          label="Data de nascimento (opcional)"
          description="Usada para estimar sua frequência cardíaca máxima."
          error={error('birthDate')}
          className="min-w-0"
        >
          <Input type="date" autoComplete="bday" disabled={disabled} {...register('birthDate')} />
        </FormField>
      ) : null}
    </div>
  );
}
