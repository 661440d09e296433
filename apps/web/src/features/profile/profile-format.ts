import { formatNumber } from '@prontidao/domain/format/number';
import { planName } from '@prontidao/domain/plans/plan-codes';

// pt-BR display of the profile's values (dates: @prontidao/domain/format/date).

export const formatWeight = (kg: number | null) =>
  kg === null ? null : `${formatNumber(kg, { decimals: 1 })} kg`;

export const formatHeight = (cm: number | null) =>
  cm === null ? null : `${formatNumber(cm / 100, { decimals: 2 })} m`;

/** FREE or no plan is the free plan (spec §3). */
export const planLabel = planName;
