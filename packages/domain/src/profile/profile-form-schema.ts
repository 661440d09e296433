import { z } from 'zod';
import { parseDecimalText } from '../format/decimal-text';
import {
  CargoCodeSchema,
  FullNameSchema,
  HeightCmSchema,
  isoDate,
  NicknameSchema,
  tafDateSchema,
  todayInSaoPaulo,
  type UpdateProfileInput,
  WeightSchema,
} from './profile-schema';
import { SEXES } from './sex';

// The profile page's form (edit mode and the blocking dialog): text as typed, checked by the same
// rules as update_perfil_completo, with a message for each field.

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

export const REQUIRED_MESSAGES = {
  fullName: 'Informe seu nome.',
  nickname: 'Informe um apelido.',
  sexo: 'Selecione o sexo.',
  weightKg: 'Informe o peso em kg.',
  heightCm: 'Informe a altura em cm.',
  tafDate: 'Informe a data prevista do TAF.',
  cargoCode: 'Selecione o cargo.',
} as const satisfies Record<Exclude<keyof ProfileFormValues, 'birthDate'>, string>;

export const NOT_A_NUMBER = 'Digite um valor numérico válido';

const required = (message: string) => z.string().trim().min(1, message);

/** '63,2' or '63.2' → 63.2 (the wizard's reading, one parser for every form). */
const decimal = (message: string) =>
  required(message).transform((text, ctx) => {
    const value = parseDecimalText(text);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', message: NOT_A_NUMBER });
      return z.NEVER;
    }
    return value;
  });

const hasOneDecimal = (kg: number) => Math.abs(kg * 10 - Math.round(kg * 10)) < 1e-6;

export const profileFormSchema = (today: () => string = todayInSaoPaulo) =>
  z.object({
    fullName: required(REQUIRED_MESSAGES.fullName).pipe(FullNameSchema),
    nickname: required(REQUIRED_MESSAGES.nickname).pipe(NicknameSchema),
    sexo: z.enum(['', ...SEXES], { error: REQUIRED_MESSAGES.sexo }).transform((sexo, ctx) => {
      if (sexo !== '') return sexo;
      ctx.addIssue({ code: 'custom', message: REQUIRED_MESSAGES.sexo });
      return z.NEVER;
    }),
    weightKg: decimal(REQUIRED_MESSAGES.weightKg)
      .refine(hasOneDecimal, 'Informe o peso com no máximo uma casa decimal.')
      .pipe(WeightSchema),
    heightCm: decimal(REQUIRED_MESSAGES.heightCm).pipe(HeightCmSchema),
    tafDate: required(REQUIRED_MESSAGES.tafDate).pipe(tafDateSchema(today)),
    cargoCode: required(REQUIRED_MESSAGES.cargoCode).pipe(CargoCodeSchema),
    birthDate: z
      .string()
      .transform((text) => text.trim() || null)
      .pipe(
        isoDate('Data de nascimento inválida.')
          .refine((date) => date <= today(), 'A data de nascimento não pode estar no futuro.')
          .nullable(),
      ),
  });
export type ProfileFormOutput = z.output<ReturnType<typeof profileFormSchema>>;

/** Whether a required field is blank (the blocking dialog then says the spec's one message). */
export const hasBlankRequired = (values: ProfileFormValues): boolean =>
  (Object.keys(REQUIRED_MESSAGES) as (keyof typeof REQUIRED_MESSAGES)[]).some(
    (field) => values[field].trim() === '',
  );

export interface ProfileInputOptions {
  email: string | null;
  /** Sends the birth date (empty clears it); left out, the saved one is kept. */
  withBirthDate?: boolean;
  consentRanking?: boolean;
}

/** update_perfil_completo's input from the checked form. */
export function toUpdateProfileInput(
  form: ProfileFormOutput,
  options: ProfileInputOptions,
): UpdateProfileInput {
  return {
    ...(options.email ? { p_email: options.email } : {}),
    p_nome: form.fullName,
    p_nickname: form.nickname,
    p_sexo: form.sexo,
    p_peso_kg: form.weightKg,
    p_altura_cm: form.heightCm,
    p_taf_dt: form.tafDate,
    p_cargo_code: form.cargoCode,
    ...(options.consentRanking === undefined ? {} : { p_consent_ranking: options.consentRanking }),
    ...(options.withBirthDate ? { p_birth_date: form.birthDate } : {}),
  };
}
