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

type ProfileForm = ProfileFieldsProps['form'];

/** What a group of fields needs: ids on the page, the form, and whether it is locked. */
interface FieldGroupProps {
  id: (field: string) => string;
  form: ProfileForm;
  disabled: boolean;
}

const errorOf = (form: ProfileForm, field: keyof ProfileFormValues) => form.formState.errors[field]?.message;

/** The profile's fields, shared by the edit form and the blocking dialog. */
export function ProfileFields({
  idPrefix,
  email,
  form,
  withBirthDate = false,
  disabled = false,
}: ProfileFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const group = { id, form, disabled };
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
      <PersonFields {...group} />
      <BodyFields {...group} />
      <GoalFields {...group} />
      {withBirthDate ? (
        <FormField
          id={id('nascimento')}
          label="Data de nascimento (opcional)"
          description="Usada para estimar sua frequência cardíaca máxima."
          error={errorOf(form, 'birthDate')}
          className="min-w-0"
        >
          <Input type="date" autoComplete="bday" disabled={disabled} {...form.register('birthDate')} />
        </FormField>
      ) : null}
    </div>
  );
}

/** Name, nickname and sex. */
function PersonFields({ id, form, disabled }: FieldGroupProps) {
  const { register } = form;
  return (
    <>
      <FormField
        id={id('nome')}
        label="Nome completo"
        error={errorOf(form, 'fullName')}
        required
        className="min-w-0"
      >
        <Input autoComplete="name" disabled={disabled} {...register('fullName')} />
      </FormField>
      <FormField
        id={id('apelido')}
        label="Apelido"
        description="Aparece nos rankings se você permitir."
        error={errorOf(form, 'nickname')}
        required
        className="min-w-0"
      >
        <Input autoComplete="nickname" maxLength={30} disabled={disabled} {...register('nickname')} />
      </FormField>
      <FormField
        id={id('sexo')}
        label="Sexo"
        description="Usado apenas para calcular a nota do TAF."
        error={errorOf(form, 'sexo')}
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
    </>
  );
}

/** Weight and height. */
function BodyFields({ id, form, disabled }: FieldGroupProps) {
  const { register } = form;
  return (
    <>
      <FormField
        id={id('peso')}
        label="Peso (kg)"
        error={errorOf(form, 'weightKg')}
        required
        className="min-w-0"
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="72,5"
          disabled={disabled}
          {...register('weightKg')}
        />
      </FormField>
      <FormField
        id={id('altura')}
        label="Altura (cm)"
        error={errorOf(form, 'heightCm')}
        required
        className="min-w-0"
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          placeholder="174"
          disabled={disabled}
          {...register('heightCm')}
        />
      </FormField>
    </>
  );
}

/** The cargo aimed at and the TAF's date. */
function GoalFields({ id, form, disabled }: FieldGroupProps) {
  const { register, watch } = form;
  const hasCargo = watch('cargoCode') !== '';
  return (
    <>
      <FormField
        id={id('cargo')}
        label="Cargo pretendido"
        error={errorOf(form, 'cargoCode')}
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
        error={errorOf(form, 'tafDate')}
        required
        className="min-w-0"
      >
        <Input type="date" disabled={disabled} {...register('tafDate')} />
      </FormField>
    </>
  );
}
