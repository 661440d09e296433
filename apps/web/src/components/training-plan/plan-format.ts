import { formatMetres } from '@prontidao/domain/format/distance';
import { formatNumber } from '@prontidao/domain/format/number';
import type { SessionVolume } from '@prontidao/domain/training-plan/plan-types';

// pt-BR text for the plan page: grades, dates and a session's volume.

/** 6.5 → '6,5'; 7 → '7' (at most one decimal: a projection is an estimate). */
export const formatPlanGrade = (grade: number): string => formatNumber(grade, { maxDecimals: 1 });

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** 'YYYY-MM-DD' → '12/01', read from the text (no time zone involved). */
export function formatDayMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}/${month}`;
}

/** 'YYYY-MM-DD' → 'seg, 12/01'. */
export function formatWeekday(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${formatDayMonth(date)}`;
}

/** '12/01 a 18/01'. */
export const formatDateRange = (start: string, end: string): string =>
  `${formatDayMonth(start)} a ${formatDayMonth(end)}`;

/** '40 min · 2.400 m' or '5 × 3 repetições · 30 repetições no total'. */
export function formatVolume(volume: SessionVolume): string {
  const parts = [`${Math.round(volume.durationMin)} min`];
  if (volume.distanceM !== undefined) parts.push(formatMetres(volume.distanceM));
  if (volume.sets !== undefined && volume.reps !== undefined) {
    parts.push(`${volume.sets} × ${volume.reps} ${volume.reps === 1 ? 'repetição' : 'repetições'}`);
  } else if (volume.sets !== undefined && volume.holdSeconds !== undefined) {
    parts.push(`${volume.sets} × ${volume.holdSeconds} s`);
  }
  if (volume.totalReps !== undefined) parts.push(`${volume.totalReps} repetições no total`);
  return parts.join(' · ');
}
