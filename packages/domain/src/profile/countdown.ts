import { APP_TIME_ZONE, calendarDate } from '../dates/time-zone';

// The app's time zone and today's date live in dates/time-zone.ts; these names stay importable from
// here for older imports.
export { APP_TIME_ZONE, calendarDate } from '../dates/time-zone';

export const FINAL_STRETCH_DAYS = 30;

const dayNumber = (isoDate: string) =>
  Date.UTC(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10)) / 86_400_000;

/** Whole calendar days from today (in São Paulo) to the TAF date; negative once it has passed. */
export function daysUntil(tafDate: string, now: Date, timeZone = APP_TIME_ZONE): number {
  return dayNumber(tafDate) - dayNumber(calendarDate(now, timeZone));
}

export function countdownLabel(days: number | null): string {
  if (days === null) return 'Defina a data prevista do seu TAF';
  if (days < 0) return 'TAF passou';
  if (days === 1) return 'Falta 1 dia para o seu TAF';
  return `Faltam ${days} dias para o seu TAF`;
}

/** The profile page's encouragement: 'Reta final' in the last 30 days. */
export function countdownStage(days: number | null): 'Reta final' | 'Continue treinando' | null {
  if (days === null || days < 0) return null;
  return days <= FINAL_STRETCH_DAYS ? 'Reta final' : 'Continue treinando';
}

export function countdownFor(tafDate: string | null, now: Date): { days: number | null; label: string } {
  const days = tafDate ? daysUntil(tafDate, now) : null;
  return { days, label: countdownLabel(days) };
}
