import { z } from 'zod';
import { FullNameSchema, isoDate, isRealDate, todayInSaoPaulo } from '../profile/profile-schema';

/** The 27 federative units, in the order of the CREF state select. */
export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

export const CREF_INVALID = 'CREF inválido';
export const CREF_EXAMPLE = '012345-G/DF';

// Optional prefix CREF, 4–6 digits, dash, G or P, slash, two-letter UF (spec §5).
const CREF_PATTERN = /^(?:CREF\s*)?(\d{4,6})-([GP])\/([A-Z]{2})$/;

/** The CREF as stored and shown ('012345-G/DF'), or null when it is not a valid CREF. */
export function normalizeCref(value: string): string | null {
  const match = CREF_PATTERN.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, digits, kind, uf] = match;
  if (!(UFS as readonly string[]).includes(uf ?? '')) return null;
  return `${digits}-${kind}/${uf}`;
}

export const CrefSchema = z
  .string({ error: CREF_INVALID })
  .max(40, CREF_INVALID)
  .transform((value, ctx) => {
    const cref = normalizeCref(value);
    if (!cref) {
      ctx.addIssue({ code: 'custom', message: `${CREF_INVALID} (ex.: ${CREF_EXAMPLE})` });
      return z.NEVER;
    }
    return cref;
  });

export const UfSchema = z.enum(UFS, { error: 'Escolha o estado do CREF.' });

const BIRTH_DATE_INVALID = 'Informe uma data de nascimento válida.';

/** A birth date between 100 years ago and 16 years ago. */
export const birthDateSchema = (today: () => string = todayInSaoPaulo) =>
  isoDate(BIRTH_DATE_INVALID).refine((value) => {
    if (!isRealDate(value)) return false;
    const year = Number(today().slice(0, 4));
    const born = Number(value.slice(0, 4));
    return value <= today() && year - born >= 16 && year - born <= 100;
  }, BIRTH_DATE_INVALID);

/**
 * Trainer onboarding (`complete_trainer_onboarding`). A trainer needs full name, CREF and UF; an
 * admin only the full name (spec §5). The CREF's own UF must be the chosen state.
 */
export const trainerOnboardingSchema = (today: () => string = todayInSaoPaulo) =>
  z
    .object({
      p_full_name: FullNameSchema,
      p_birth_date: birthDateSchema(today).nullable().optional(),
      p_cref_number: CrefSchema.nullable().optional(),
      p_cref_region: UfSchema.nullable().optional(),
    })
    .strict()
    .refine((v) => !v.p_cref_number || !v.p_cref_region || v.p_cref_number.endsWith(`/${v.p_cref_region}`), {
      message: 'O estado do CREF não confere com o número.',
      path: ['p_cref_region'],
    });
export type TrainerOnboardingInput = z.input<ReturnType<typeof trainerOnboardingSchema>>;
export type TrainerOnboarding = z.output<ReturnType<typeof trainerOnboardingSchema>>;

/** Status of a verification (`verify_cref`): what the registry (or the offline default) answered. */
export type CrefVerification = {
  valido: boolean;
  nome: string | null;
  status: 'ativo' | 'nao_encontrado' | 'irregular' | 'nao_verificado';
};

export const CREF_NOT_FOUND = 'CREF não encontrado ou situação irregular';

/**
 * A CREF as shown: the stored number already ends in its UF ('012345-G/DF'), so the region is added
 * only when it is missing (the verification queue read '012345-G/DF/DF').
 */
export function formatCref(number: string | null | undefined, region?: string | null): string {
  if (!number) return '';
  return number.includes('/') || !region ? number : `${number}/${region}`;
}
