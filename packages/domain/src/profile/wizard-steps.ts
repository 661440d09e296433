import { readHeight } from './height';
import { CARGO_CODES } from './profile-schema';

export const WIZARD_STEPS = 6;

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

const readWeight = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(',', '.'));
};

/** Whether the wizard's step (1–6) lets the candidate go on. */
export function isStepValid(step: number, data: WizardData, today: string): boolean {
  switch (step) {
    case 1:
      return data.fullName.trim().length >= 2 && data.nickname.trim().length >= 2;
    case 2:
      return data.sexo === 'M' || data.sexo === 'F';
    case 3:
      return readHeight(data.height).kind === 'ok';
    case 4: {
      const kg = readWeight(data.weight);
      return kg !== undefined && kg >= 30 && kg <= 200;
    }
    case 5:
      return (CARGO_CODES as readonly string[]).includes(data.cargo);
    case 6:
      return /^\d{4}-\d{2}-\d{2}$/.test(data.tafDate) && data.tafDate >= today;
    default:
      return false;
  }
}

export const parseWeight = readWeight;

export const wizardProgress = (step: number) => Math.round((step / WIZARD_STEPS) * 100);
