import { formatMeters, metersToCentimeters, readHeight } from '@prontidao/domain/profile/height';
import { CARGO_CODES, FullNameSchema, NicknameSchema } from '@prontidao/domain/profile/profile-schema';
import {
  isStepValid,
  parseWeight,
  WIZARD_STEPS,
  type WizardData,
} from '@prontidao/domain/profile/wizard-steps';
import type { FullProfile } from '@/lib/queries/profile';
import type { RpcInput } from '@/lib/rpc';

export type ProfileInput = RpcInput<'update_perfil_completo'>;

/** The first message the schema gives for a name or nickname, if any. */
export const fullNameIssue = (text: string) => FullNameSchema.safeParse(text).error?.issues[0]?.message;
export const nicknameIssue = (text: string) => NicknameSchema.safeParse(text).error?.issues[0]?.message;

/** The wizard starts from what the candidate already has, else from the name typed at sign-up. */
export function initialWizardData(profile: FullProfile | null | undefined, signUpName?: string): WizardData {
  return {
    fullName: profile?.full_name ?? signUpName ?? '',
    nickname: profile?.nickname ?? '',
    consentRanking: profile?.consent_ranking ?? false,
    sexo: profile?.sexo === 'M' || profile?.sexo === 'F' ? profile.sexo : '',
    height: profile?.altura_cm ? formatMeters(profile.altura_cm / 100) : '',
    weight: profile?.peso_kg ? String(profile.peso_kg).replace('.', ',') : '',
    cargo: profile?.cargo_code ?? '',
    tafDate: profile?.taf_dt ?? '',
  };
}

/** The domain's rule for the step, plus the server's nickname rules on step 1 (so saving never trips on them). */
export function canLeaveStep(step: number, data: WizardData, today: string): boolean {
  if (!isStepValid(step, data, today)) return false;
  return step !== 1 || (!fullNameIssue(data.fullName) && !nicknameIssue(data.nickname));
}

export function firstInvalidStep(data: WizardData, today: string): number | undefined {
  for (let step = 1; step <= WIZARD_STEPS; step++) {
    if (!canLeaveStep(step, data, today)) return step;
  }
  return undefined;
}

/** update_perfil_completo's input: height in whole centimetres (metres × 100); undefined when incomplete. */
export function toProfileInput(data: WizardData): ProfileInput | undefined {
  const height = readHeight(data.height);
  const weight = parseWeight(data.weight);
  const cargo = CARGO_CODES.find((code) => code === data.cargo);
  if (height.kind !== 'ok' || weight === undefined || !cargo || data.sexo === '') return undefined;
  return {
    p_nome: data.fullName.trim(),
    p_nickname: data.nickname.trim(),
    p_sexo: data.sexo,
    p_peso_kg: weight,
    p_altura_cm: metersToCentimeters(height.meters),
    p_taf_dt: data.tafDate,
    p_cargo_code: cargo,
    p_consent_ranking: data.consentRanking,
  };
}
