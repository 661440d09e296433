/** Element ids of the wizard, used to label groups and to move focus between steps. */
export const STEP_HEADING_ID = 'onboarding-step-title';

export const FIELD_IDS = {
  fullName: 'onboarding-full-name',
  nickname: 'onboarding-nickname',
  consent: 'onboarding-consent',
  height: 'onboarding-height',
  weight: 'onboarding-weight',
  tafDate: 'onboarding-taf-date',
  exam: 'onboarding-exam',
} as const;

export const STEP_TITLES: Record<number, string> = {
  1: 'Nome e apelido',
  2: 'Sexo',
  3: 'Altura (em metros)',
  4: 'Peso (kg)',
  5: 'Concurso e cargo',
  6: 'Data prevista do TAF',
};
