import { formatMarkTime } from '../format/duration';
import { formatCount, formatNumber } from '../format/number';
import type { ExamMeasure } from './exam-schema';

/**
 * A mark as the edital writes it: '13 repetições', '8,25 s', '13:00', '7 s', '2.400 m', '1,80 m';
 * within its window where the event has one ('35 repetições em 1 minuto', '2.400 m em 12 minutos').
 */
export function formatExamMark(measure: ExamMeasure, value: number, timeWindowS?: number): string {
  const mark = markText(measure, value);
  if (!timeWindowS || measure === 'seconds_time' || measure === 'seconds_hang') return mark;
  const minutes = timeWindowS / 60;
  const window = Number.isInteger(minutes)
    ? formatCount(minutes, 'minuto', 'minutos')
    : formatCount(timeWindowS, 'segundo', 'segundos');
  return `${mark} em ${window}`;
}

function markText(measure: ExamMeasure, value: number): string {
  switch (measure) {
    case 'reps':
      return formatCount(value, 'repetição', 'repetições');
    case 'seconds_time':
      return value < 60 ? `${formatNumber(value, { maxDecimals: 2 })} s` : formatMarkTime(value);
    case 'seconds_hang':
      return `${formatNumber(value, { maxDecimals: 2 })} s`;
    case 'metres_in_time':
      return `${formatNumber(value)} m`;
    case 'centimetres':
      return `${formatNumber(value / 100, { decimals: 2 })} m`;
  }
}
