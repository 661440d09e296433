import { formatDate, formatPlainDate } from '@prontidao/domain/format/date';
import { formatNumber } from '@prontidao/domain/format/number';

// How the metrics page writes the server's numbers (pt-BR decimals, paces as m:ss).

/** 12.47 → '12,5'. */
export const formatDecimal = (value: number) => formatNumber(value, { decimals: 1 });

/** 187.6 → '188'. */
export const formatWhole = (value: number) => formatNumber(value);

/** Decimal minutes per km as m:ss: 4.8125 → '4:49'. */
export function formatPaceMinutes(minPerKm: number): string {
  const seconds = Math.round(minPerKm * 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Two numbers as an ascending range 'a–b' (the faster pace of a zone belongs to its higher speed). */
export function formatRange(a: number, b: number, format: (value: number) => string): string {
  const [low, high] = a <= b ? [a, b] : [b, a];
  return `${format(low)}–${format(high)}`;
}

/** A plain date 'YYYY-MM-DD' as written; an instant as its day in Brasília time. */
export function formatDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? (formatPlainDate(value) ?? value) : formatDate(value);
}
