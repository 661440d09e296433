import { formatDecimalText } from '@prontidao/domain/format/decimal-text';
import { formatMeters } from '@prontidao/domain/profile/height';
import { NicknameSchema } from '@prontidao/domain/profile/profile-schema';
import type { WizardData } from '@prontidao/domain/profile/wizard-steps';
import type { FullProfile } from '@/lib/queries/profile';

/** The first message the schema gives for a nickname, if any. */
export const nicknameIssue = (text: string) => NicknameSchema.safeParse(text).error?.issues[0]?.message;

/** The wizard's values: the profile's, and the exam chosen in step 5 ('': none, the default applies). */
export type WizardFormData = WizardData & { examId: string };

/** The wizard starts from what the candidate already has, else from the name typed at sign-up. */
export function initialWizardData(
  profile: FullProfile | null | undefined,
  signUpName?: string,
): WizardFormData {
  return {
    fullName: profile?.full_name ?? signUpName ?? '',
    nickname: profile?.nickname ?? '',
    consentRanking: profile?.consent_ranking ?? false,
    sexo: profile?.sexo === 'M' || profile?.sexo === 'F' ? profile.sexo : '',
    height: profile?.altura_cm ? formatMeters(profile.altura_cm / 100) : '',
    weight: profile?.peso_kg ? formatDecimalText(profile.peso_kg) : '',
    cargo: profile?.cargo_code ?? '',
    tafDate: profile?.taf_dt ?? '',
    examId: profile?.edital_id ?? '',
  };
}
