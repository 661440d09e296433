import { calendarDate } from '@prontidao/domain/profile/countdown';
import { type UpdateProfile, UpdateProfileSchema } from '@prontidao/domain/profile/profile-schema';
import type { FullProfile } from '@/lib/queries/profile';
import { isCargoCode } from './profile-format';

// The profile form's text values, their checks (the server's schema) and the update_perfil_completo input.

export interface ProfileFormValues {
  fullName: string;
  nickname: string;
  sexo: '' | 'M' | 'F';
  weightKg: string;
  heightCm: string;
  tafDate: string;
  cargoCode: string;
  birthDate: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

export type ProfileFormResult =
  | { ok: true; input: UpdateProfile }
  | { ok: false; errors: ProfileFormErrors; hasMissingRequired: boolean };

export interface ProfileFormOptions {
  email: string | null;
  /** Sends the birth date (empty clears it); left out, the saved one is kept. */
  withBirthDate?: boolean;
  consentRanking?: boolean;
  /** Today in São Paulo, 'YYYY-MM-DD' (a birth date cannot be later). */
  today?: string;
}

const REQUIRED_MESSAGES: Record<Exclude<ProfileField, 'birthDate'>, string> = {
  fullName: 'Informe seu nome.',
  nickname: 'Informe um apelido.',
  sexo: 'Selecione o sexo.',
  weightKg: 'Informe o peso em kg.',
  heightCm: 'Informe a altura em cm.',
  tafDate: 'Informe a data prevista do TAF.',
  cargoCode: 'Selecione o cargo.',
};

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

export function toFormValues(profile: FullProfile): ProfileFormValues {
  return {
    fullName: profile.full_name ?? '',
    nickname: profile.nickname ?? '',
    sexo: profile.sexo ?? '',
    weightKg: profile.peso_kg === null ? '' : String(profile.peso_kg),
    heightCm: profile.altura_cm === null ? '' : String(profile.altura_cm),
    tafDate: profile.taf_dt ?? '',
    cargoCode: isCargoCode(profile.cargo_code) ? profile.cargo_code : '',
    birthDate: profile.birth_date ?? '',
  };
}

/** '72,5' or '72.5' → 72.5; blank → undefined (reported as missing). */
function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Server field issues (paths named like the call's parameters) as form errors. */
export function errorsFromIssues(issues: readonly { path: string; message: string }[]): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const issue of issues) {
    const field = FIELD_OF_PARAM[issue.path.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function validateProfileForm(
  values: ProfileFormValues,
  options: ProfileFormOptions,
): ProfileFormResult {
  const errors: ProfileFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES) as [ProfileField, string][]) {
    if (values[field].trim() === '') errors[field] = message;
  }
  const hasMissingRequired = Object.keys(errors).length > 0 || !options.email?.trim();

  const weight = parseDecimal(values.weightKg);
  const parsed = UpdateProfileSchema.safeParse({
    p_email: options.email ?? undefined,
    p_nome: values.fullName,
    p_nickname: values.nickname,
    p_sexo: values.sexo || undefined,
    p_peso_kg: weight,
    p_altura_cm: parseDecimal(values.heightCm),
    p_taf_dt: values.tafDate || undefined,
    p_cargo_code: values.cargoCode || undefined,
    p_consent_ranking: options.consentRanking,
    p_birth_date: options.withBirthDate ? values.birthDate || null : undefined,
  });
  if (!parsed.success) {
    const fromSchema = errorsFromIssues(
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
    for (const [field, message] of Object.entries(fromSchema) as [ProfileField, string][]) {
      errors[field] ??= message;
    }
  }
  if (weight !== undefined && !errors.weightKg && Math.abs(weight * 10 - Math.round(weight * 10)) > 1e-6) {
    errors.weightKg = 'Informe o peso com no máximo uma casa decimal.';
  }
  const today = options.today ?? calendarDate(new Date());
  if (options.withBirthDate && values.birthDate && !errors.birthDate && values.birthDate > today) {
    errors.birthDate = 'A data de nascimento não pode estar no futuro.';
  }

  if (hasMissingRequired || Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors, hasMissingRequired };
  }
  return { ok: true, input: parsed.data };
}
