import { CARGO_CODES, CARGO_LABELS } from '@prontidao/domain/profile/profile-schema';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from './native-select';
import type { ProfileFormErrors, ProfileFormValues } from './profile-form-values';

export interface ProfileFieldsProps {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  email: string;
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  onChange: (patch: Partial<ProfileFormValues>) => void;
  withBirthDate?: boolean;
  disabled?: boolean;
}

/** The profile's fields, shared by the edit form and the blocking dialog. */
export function ProfileFields({
  idPrefix,
  email,
  values,
  errors,
  onChange,
  withBirthDate = false,
  disabled = false,
}: ProfileFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <FormField
        id={id('email')}
        label="E-mail"
        description="O e-mail da sua conta não pode ser alterado aqui."
      >
        <Input type="email" value={email} readOnly className="bg-muted" />
      </FormField>
      <FormField id={id('nome')} label="Nome completo" error={errors.fullName} required>
        <Input
          autoComplete="name"
          value={values.fullName}
          disabled={disabled}
          onChange={(event) => onChange({ fullName: event.target.value })}
        />
      </FormField>
      <FormField
        id={id('apelido')}
        label="Apelido"
        description="Aparece nos rankings se você permitir."
        error={errors.nickname}
        required
      >
        <Input
          autoComplete="nickname"
          maxLength={30}
          value={values.nickname}
          disabled={disabled}
          onChange={(event) => onChange({ nickname: event.target.value })}
        />
      </FormField>
      <FormField
        id={id('sexo')}
        label="Sexo"
        description="Usado apenas para calcular a nota do TAF."
        error={errors.sexo}
        required
      >
        <NativeSelect
          value={values.sexo}
          disabled={disabled}
          onChange={(event) => onChange({ sexo: event.target.value as ProfileFormValues['sexo'] })}
        >
          <option value="">Selecione</option>
          <option value="M">Masculino</option>
          <option value="F">Feminino</option>
        </NativeSelect>
      </FormField>
      <FormField id={id('peso')} label="Peso (kg)" error={errors.weightKg} required>
        <Input
          type="number"
          inputMode="decimal"
          min={30}
          max={200}
          step={0.1}
          value={values.weightKg}
          disabled={disabled}
          onChange={(event) => onChange({ weightKg: event.target.value })}
        />
      </FormField>
      <FormField id={id('altura')} label="Altura (cm)" error={errors.heightCm} required>
        <Input
          type="number"
          inputMode="numeric"
          min={120}
          max={220}
          step={1}
          value={values.heightCm}
          disabled={disabled}
          onChange={(event) => onChange({ heightCm: event.target.value })}
        />
      </FormField>
      <FormField id={id('cargo')} label="Cargo pretendido" error={errors.cargoCode} required>
        <NativeSelect
          value={values.cargoCode}
          disabled={disabled}
          onChange={(event) => onChange({ cargoCode: event.target.value })}
        >
          {values.cargoCode === '' ? (
            <option value="" disabled>
              Selecione
            </option>
          ) : null}
          {CARGO_CODES.map((code) => (
            <option key={code} value={code}>
              {CARGO_LABELS[code]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id('taf')} label="Data prevista do TAF" error={errors.tafDate} required>
        <Input
          type="date"
          value={values.tafDate}
          disabled={disabled}
          onChange={(event) => onChange({ tafDate: event.target.value })}
        />
      </FormField>
      {withBirthDate ? (
        <FormField
          id={id('nascimento')}
          label="Data de nascimento (opcional)"
          description="Usada para estimar sua frequência cardíaca máxima."
          error={errors.birthDate}
        >
          <Input
            type="date"
            autoComplete="bday"
            value={values.birthDate}
            disabled={disabled}
            onChange={(event) => onChange({ birthDate: event.target.value })}
          />
        </FormField>
      ) : null}
    </div>
  );
}
