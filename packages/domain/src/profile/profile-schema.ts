import { z } from 'zod';
import { calendarDate } from '../dates/time-zone';
import { safeText } from '../text/safe-text';
import { CARGO_CODES, LEGACY_CARGO_CODE, readCargo } from './cargos';
import { SEXES } from './sex';

// The cargos live in cargos.ts; these names stay importable from here for older imports.
export { CARGO_CODES, CARGO_LABELS, type CargoCode } from './cargos';

/** A real calendar date 'YYYY-MM-DD' (no 31 February), between the years 1900 and 2100. */
export const isRealDate = (value: string): boolean => {
  if (!/^(19\d{2}|20\d{2}|2100)-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const isoDate = (message: string) => z.string({ error: message }).refine(isRealDate, message);

export const TAF_DATE_IN_PAST = 'Escolha uma data a partir de hoje.';

/** Today in São Paulo, read when a value is checked (the server's schema cannot take it as input). */
export const todayInSaoPaulo = (): string => calendarDate(new Date());

/**
 * The one TAF-date rule of the wizard, the profile and the server: a real date, today or later
 * (São Paulo calendar). `today` is read when a value is checked, so a long-lived schema never goes stale.
 */
export const tafDateSchema = (today: () => string = todayInSaoPaulo) =>
  isoDate('Data do TAF inválida.').refine((date) => date >= today(), TAF_DATE_IN_PAST);

export const NicknameSchema = safeText('Informe um apelido.').pipe(
  z
    .string()
    .min(2, 'O apelido deve ter pelo menos 2 caracteres.')
    .max(30, 'O apelido pode ter no máximo 30 caracteres.')
    .regex(/^[\p{L}\p{N} ._-]+$/u, 'Use letras, números, espaço, ponto, hífen ou sublinhado no apelido.'),
);

export const FullNameSchema = safeText('Informe seu nome.').pipe(
  z.string().min(2, 'Informe seu nome completo.').max(120, 'Nome longo demais.'),
);

export const WeightSchema = z
  .number({ error: 'Informe o peso em kg.' })
  .min(30, 'O peso deve estar entre 30 e 200 kg.')
  .max(200, 'O peso deve estar entre 30 e 200 kg.')
  .transform((kg) => Math.round(kg * 10) / 10);

export const HeightCmSchema = z
  .number({ error: 'Informe a altura.' })
  .int('A altura deve estar em centímetros inteiros.')
  .min(120, 'A altura deve estar entre 120 e 220 cm.')
  .max(220, 'A altura deve estar entre 120 e 220 cm.');

/**
 * Height stays editable after sign-up (docs/decisions/017-profile-rules-shared.md): the wizard and the
 * profile say the same, and the server accepts any height in range.
 */
export const HEIGHT_HINT = 'Você pode corrigir sua altura depois, no perfil.';

export const CargoCodeSchema = z
  .enum([...CARGO_CODES, LEGACY_CARGO_CODE], { error: 'Cargo inválido.' })
  .transform(readCargo);

/**
 * update_perfil_completo (spec names). QOBM_COMB (old data) is read as OFICIAL. The TAF date is
 * today or later in São Paulo; tests pass a fixed `today`.
 */
export const updateProfileSchema = (today: () => string = todayInSaoPaulo) =>
  z
    .object({
      p_email: z.string().trim().toLowerCase().max(254).optional(),
      p_nome: FullNameSchema,
      p_nickname: NicknameSchema,
      p_sexo: z.enum(SEXES, { error: 'Sexo deve ser Masculino (M) ou Feminino (F).' }),
      p_peso_kg: WeightSchema,
      p_altura_cm: HeightCmSchema,
      p_taf_dt: tafDateSchema(today),
      p_cargo_code: CargoCodeSchema,
      p_consent_ranking: z.boolean({ error: 'Informe se aceita aparecer nos rankings.' }).optional(),
      p_birth_date: isoDate('Data de nascimento inválida.').nullable().optional(),
    })
    .strict();

/** The schema the server validates update_perfil_completo with. */
export const UpdateProfileSchema = updateProfileSchema();
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;
export type UpdateProfile = z.output<typeof UpdateProfileSchema>;
