import { formatDecimalText } from '@prontidao/domain/format/decimal-text';
import { isCargoCode } from '@prontidao/domain/profile/cargos';
import type { ProfileFormValues } from '@prontidao/domain/profile/profile-form-schema';
import type { FullProfile } from '@/lib/queries/profile';

// The profile form's text values from a saved profile, and the server's field issues mapped back.

export type ProfileField = keyof ProfileFormValues;

const FIELD_OF_PARAM: Record<string, ProfileField> = {
  p_nome: 'fullName',
  p_nickname: 'nickname',
  p_sexo: 'sexo',
  p_peso_kg: 'weightKg',
  p_altura_cm: 'heightCm',
  p_taf_dt: 'tafDate',
  p_cargo_code: 'cargoCode',
  p_birth_date: 'birthDate',
};

/** '72,5' in the field, as the candidate would type it (a comma, never a dropped decimal). */
const decimalText = (value: number | null) => (value === null ? '' : formatDecimalText(value));

export function toFormValues(profile: FullProfile): ProfileFormValues {
  return {
    fullName: profile.full_name ?? '',
    nickname: profile.nickname ?? '',
    sexo: profile.sexo ?? '',
    weightKg: decimalText(profile.peso_kg),
    heightCm: decimalText(profile.altura_cm),
    tafDate: profile.taf_dt ?? '',
    cargoCode: isCargoCode(profile.cargo_code) ? profile.cargo_code : '',
    birthDate: profile.birth_date ?? '',
  };
}

/** Server field issues (paths named like the call's parameters) as [field, message] pairs. */
export function fieldIssues(issues: readonly { path: string; message: string }[]): [ProfileField, string][] {
  const seen = new Map<ProfileField, string>();
  for (const issue of issues) {
    const field = FIELD_OF_PARAM[issue.path.split('.')[0] ?? ''];
    if (field && !seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen];
}
