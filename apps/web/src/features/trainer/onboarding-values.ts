import { trainerOnboardingSchema } from '@prontidao/domain/trainers/cref';
import type { FieldError, Resolver } from 'react-hook-form';
import type { z } from 'zod';

// The onboarding form's text values, checked with the domain's schema (the server's own).

export interface OnboardingValues {
  fullName: string;
  birthDate: string;
  crefNumber: string;
  crefRegion: string;
}
export type OnboardingField = keyof OnboardingValues;
export type OnboardingInput = z.output<ReturnType<typeof trainerOnboardingSchema>>;

const FIELD_OF_PARAM: Record<string, OnboardingField> = {
  p_full_name: 'fullName',
  p_birth_date: 'birthDate',
  p_cref_number: 'crefNumber',
  p_cref_region: 'crefRegion',
};

export const CREF_REQUIRED = 'Informe o número do CREF.';
export const UF_REQUIRED = 'Escolha o estado do CREF.';

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

export function toOnboardingValues(
  profile: {
    full_name: string | null;
    birth_date: string | null;
    cref_number: string | null;
    cref_region: string | null;
  } | null,
  signUpName: string | null,
): OnboardingValues {
  return {
    fullName: profile?.full_name ?? signUpName ?? '',
    birthDate: profile?.birth_date?.slice(0, 10) ?? '',
    crefNumber: profile?.cref_number ?? '',
    crefRegion: profile?.cref_region ?? '',
  };
}

/** Server (or schema) issues named like the call's parameters, as [field, message] pairs. */
export function fieldIssues(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): [OnboardingField, string][] {
  const seen = new Map<OnboardingField, string>();
  for (const issue of issues) {
    const head = typeof issue.path === 'string' ? issue.path.split('.')[0] : issue.path[0];
    const field = FIELD_OF_PARAM[String(head ?? '')];
    if (field && !seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen];
}

/**
 * Checks the form: a trainer needs full name, CREF and its state; an admin only the full name
 * (spec §5). The CREF is normalized ('cref 012345-g/df' → '012345-G/DF').
 */
export function validateOnboarding(
  values: OnboardingValues,
  isAdmin: boolean,
  today?: () => string,
): { input: OnboardingInput } | { errors: [OnboardingField, string][] } {
  const parsed = trainerOnboardingSchema(today).safeParse({
    p_full_name: values.fullName,
    p_birth_date: blankToNull(values.birthDate),
    p_cref_number: blankToNull(values.crefNumber),
    p_cref_region: blankToNull(values.crefRegion),
  });
  const errors = parsed.success ? [] : fieldIssues(parsed.error.issues);
  if (!isAdmin) {
    const has = (field: OnboardingField) => errors.some(([name]) => name === field);
    if (!values.crefNumber.trim() && !has('crefNumber')) errors.push(['crefNumber', CREF_REQUIRED]);
    if (!values.crefRegion && !has('crefRegion')) errors.push(['crefRegion', UF_REQUIRED]);
  }
  if (errors.length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}

/** Only the CREF fields' problems (what 'Verificar CREF' needs), whatever the rest of the form holds. */
export function crefIssues(values: OnboardingValues): [OnboardingField, string][] {
  const result = validateOnboarding({ ...values, fullName: 'Nome Válido', birthDate: '' }, false);
  return 'errors' in result
    ? result.errors.filter(([field]) => field === 'crefNumber' || field === 'crefRegion')
    : [];
}

const ORDER: OnboardingField[] = ['fullName', 'birthDate', 'crefNumber', 'crefRegion'];

/** A react-hook-form resolver over `validateOnboarding`. */
export const onboardingResolver =
  (isAdmin: boolean): Resolver<OnboardingValues, unknown, OnboardingInput> =>
  async (values) => {
    const result = validateOnboarding(values, isAdmin);
    if ('input' in result) return { values: result.input, errors: {} };
    const sorted = [...result.errors].sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
    const errors: Partial<Record<OnboardingField, FieldError>> = {};
    for (const [field, message] of sorted) errors[field] = { type: 'validate', message };
    return { values: {}, errors };
  };
