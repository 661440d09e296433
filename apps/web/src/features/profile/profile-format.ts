import { CARGO_LABELS, type CargoCode } from '@prontidao/domain/profile/profile-schema';

// pt-BR display of the profile's values (spec §9: dates dd/MM/yyyy).

const weightFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const heightFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const SEX_LABELS: Record<string, string> = { M: 'Masculino', F: 'Feminino' };

const PLAN_LABELS: Record<string, string> = {
  FREE: 'Gratuito',
  COMUM: 'Simulado avulso',
  AVAN_MENSAL: 'Avançado Mensal',
  AVAN_SEMESTRE: 'Avançado Semestral',
};

/** A plain calendar date 'YYYY-MM-DD' as dd/MM/yyyy, read from the text (no time zone involved). */
export function formatPlainDate(isoDate: string | null): string | null {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

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
export const planLabel = (code: string | null): string => PLAN_LABELS[code ?? 'FREE'] ?? code ?? 'Gratuito';
