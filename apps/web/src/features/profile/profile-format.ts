import { planName } from '@prontidao/domain/plans/plan-codes';

// pt-BR display of the profile's values (dates: @prontidao/domain/format/date).

const weightFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const heightFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatWeight = (kg: number | null) => (kg === null ? null : `${weightFormat.format(kg)} kg`);

export const formatHeight = (cm: number | null) =>
  cm === null ? null : `${heightFormat.format(cm / 100)} m`;

/** FREE or no plan is the free plan (spec §3). */
export const planLabel = planName;
