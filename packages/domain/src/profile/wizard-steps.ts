import { z } from 'zod';
import { parseDecimalText } from '../format/decimal-text';
import { metersToCentimeters, readHeight } from './height';
import {
  CARGO_CODES,
  FullNameSchema,
  NicknameSchema,
  tafDateSchema,
  todayInSaoPaulo,
  type UpdateProfileInput,
} from './profile-schema';
import { SEXES } from './sex';

export const WIZARD_STEPS = 6;
export const MIN_WEIGHT_KG = 30;
export const MAX_WEIGHT_KG = 200;
export const WEIGHT_RANGE_MESSAGE = `Informe um peso entre ${MIN_WEIGHT_KG} e ${MAX_WEIGHT_KG} kg.`;

/** The wizard's values as typed (height in metres '1,74', weight '61,5'). */
export interface WizardData {
  fullName: string;
  nickname: string;
  consentRanking: boolean;
  sexo: 'M' | 'F' | '';
  height: string;
  weight: string;
  cargo: string;
  tafDate: string;
}

/** The weight typed with a comma or a dot. */
export const parseWeight = parseDecimalText;

const SEX_REQUIRED = 'Selecione o sexo.';

const HeightTextSchema = z.string().superRefine((text, ctx) => {
  const reading = readHeight(text);
  if (reading.kind === 'ok') return;
  ctx.addIssue({
    code: 'custom',
    message: reading.kind === 'empty' ? 'Informe sua altura.' : reading.message,
  });
});

const WeightTextSchema = z.string().refine((text) => {
  const kg = parseWeight(text);
  return kg !== undefined && kg >= MIN_WEIGHT_KG && kg <= MAX_WEIGHT_KG;
}, WEIGHT_RANGE_MESSAGE);

/** Every rule of the wizard (the profile and the server share the name, nickname and TAF-date rules). */
export const wizardSchema = (today: () => string = todayInSaoPaulo) =>
  z.object({
    fullName: FullNameSchema,
    nickname: NicknameSchema,
    consentRanking: z.boolean(),
    sexo: z.enum(['', ...SEXES], { error: SEX_REQUIRED }).transform((sexo, ctx) => {
      if (sexo !== '') return sexo;
      ctx.addIssue({ code: 'custom', message: SEX_REQUIRED });
      return z.NEVER;
    }),
    height: HeightTextSchema,
    weight: WeightTextSchema,
    cargo: z.string().pipe(z.enum(CARGO_CODES, { error: 'Selecione o cargo.' })),
    tafDate: tafDateSchema(today),
  });

/** The fields each step (1–6) asks for. */
export const WIZARD_STEP_FIELDS: Readonly<Record<number, readonly (keyof WizardData)[]>> = {
  1: ['fullName', 'nickname', 'consentRanking'],
  2: ['sexo'],
  3: ['height'],
  4: ['weight'],
  5: ['cargo'],
  6: ['tafDate'],
};

/** Whether the wizard's step (1–6) lets the candidate go on. */
export function isStepValid(step: number, data: WizardData, today: string): boolean {
  const fields = WIZARD_STEP_FIELDS[step];
  if (!fields) return false;
  const issues = wizardSchema(() => today).safeParse(data).error?.issues ?? [];
  return !issues.some((issue) => fields.includes(issue.path[0] as keyof WizardData));
}

/** The first step the candidate still has to fix, if any. */
export function firstInvalidStep(data: WizardData, today: string): number | undefined {
  for (let step = 1; step <= WIZARD_STEPS; step++) if (!isStepValid(step, data, today)) return step;
  return undefined;
}

/** update_perfil_completo's input: height in whole centimetres (metres × 100); undefined when invalid. */
export function wizardToProfileInput(data: WizardData, today: string): UpdateProfileInput | undefined {
  const parsed = wizardSchema(() => today).safeParse(data);
  const height = readHeight(data.height);
  const weight = parseWeight(data.weight);
  if (!parsed.success || height.kind !== 'ok' || weight === undefined) return undefined;
  return {
    p_nome: parsed.data.fullName,
    p_nickname: parsed.data.nickname,
    p_sexo: parsed.data.sexo,
    p_peso_kg: weight,
    p_altura_cm: metersToCentimeters(height.meters),
    p_taf_dt: parsed.data.tafDate,
    p_cargo_code: parsed.data.cargo,
    p_consent_ranking: parsed.data.consentRanking,
  };
}

export const wizardProgress = (step: number) => Math.round((step / WIZARD_STEPS) * 100);

export type WizardOutput = z.output<ReturnType<typeof wizardSchema>>;
