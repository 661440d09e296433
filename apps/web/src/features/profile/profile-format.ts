import { planName } from '@prontidao/domain/plans/plan-codes';
import { CARGO_LABELS, type CargoCode } from '@prontidao/domain/profile/profile-schema';

// pt-BR display of the profile's values (dates: @prontidao/domain/format/date).

const weightFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const heightFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const SEX_LABELS: Record<string, string> = { M: 'Masculino', F: 'Feminino' };

export const formatWeight = (kg: number | null) => (kg === null ? null : `${weightFormat.format(kg)} kg`);

export const formatHeight = (cm: number | null) =>
  cm === null ? null : `${heightFormat.format(cm / 100)} m`;

export const sexLabel = (sexo: string | null) => (sexo ? (SEX_LABELS[sexo] ?? sexo) : null);

export const isCargoCode = (code: string | null | undefined): code is CargoCode =>
  !!code && Object.hasOwn(CARGO_LABELS, code);

export function cargoLabel(code: string | null): string | null {
  if (!code) return null;
  if (code === 'QOBM_COMB') return CARGO_LABELS.OFICIAL;
  return isCargoCode(code) ? CARGO_LABELS[code] : code;
}

/** FREE or no plan is the free plan (spec §3). */
export const planLabel = planName;
