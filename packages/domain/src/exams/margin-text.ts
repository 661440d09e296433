import { formatNumber } from '../format/number';
import type { ExamMeasure } from './exam-schema';

// How far a mark is from the pass mark, as a candidate reads it: 'falta 1 repetição',
// 'faltam 2 repetições', 'sobram 0,4 s', 'faltam 150 m', 'no limite'.

/** A duration in seconds: '0,4 s', '12 s', '1 min 5 s', '2 min'. Hundredths at most. */
export function formatSecondsAmount(seconds: number): string {
  const rounded = Math.round(seconds * 100) / 100;
  if (rounded < 60) return `${formatNumber(rounded, { maxDecimals: 2 })} s`;
  const minutes = Math.floor(rounded / 60);
  const rest = Math.round((rounded - minutes * 60) * 100) / 100;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${formatNumber(rest, { maxDecimals: 2 })} s`;
}

/** An amount of a measure, with its unit: '1 repetição', '3 repetições', '0,4 s', '150 m', '5 cm'. */
export function formatAmount(measure: ExamMeasure, amount: number): string {
  switch (measure) {
    case 'reps': {
      const count = Math.round(amount);
      return `${formatNumber(count)} ${count === 1 ? 'repetição' : 'repetições'}`;
    }
    case 'seconds_time':
    case 'seconds_hang':
      return formatSecondsAmount(amount);
    case 'metres_in_time':
      return `${formatNumber(Math.round(amount))} m`;
    case 'centimetres':
      return `${formatNumber(Math.round(amount))} cm`;
  }
}

/**
 * `margin` is how far past the pass mark the mark is, in the measure's units: positive is room to
 * spare, negative is what is missing (for a time: seconds to cut).
 */
export function marginText(measure: ExamMeasure, margin: number): string {
  const amount = roundedAmount(measure, Math.abs(margin));
  if (amount === 0) return 'no limite';
  const text = formatAmount(measure, amount);
  if (margin < 0) return `${amount === 1 ? 'falta' : 'faltam'} ${text}`;
  return `${amount === 1 ? 'sobra' : 'sobram'} ${text}`;
}

/** Whole repetitions, metres and centimetres; seconds to the hundredth. */
export function roundedAmount(measure: ExamMeasure, amount: number): number {
  const isTime = measure === 'seconds_time' || measure === 'seconds_hang';
  return isTime ? Math.round(amount * 100) / 100 : Math.round(amount);
}
