// ISO weeks (Monday to Sunday) of São Paulo calendar dates, as the regularity bonus counts them.

const DAY_MS = 86_400_000;

const utcDay = (isoDate: string) =>
  Date.UTC(+isoDate.slice(0, 4), +isoDate.slice(5, 7) - 1, +isoDate.slice(8, 10));

/** The ISO week of a calendar date 'YYYY-MM-DD', as 'YYYY-Www' (2026-01-01 → '2026-W01'). */
export function isoWeekOf(isoDate: string): string {
  const day = utcDay(isoDate);
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of an ISO week 'YYYY-Www' as 'YYYY-MM-DD'. */
export function mondayOf(isoWeek: string): string {
  const year = +isoWeek.slice(0, 4);
  const week = +isoWeek.slice(6);
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  const monday = jan4 - jan4Weekday * DAY_MS + (week - 1) * 7 * DAY_MS;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The ISO week `offset` weeks away (−1: the week before). */
export function shiftIsoWeek(isoWeek: string, offset: number): string {
  const monday = utcDay(mondayOf(isoWeek)) + offset * 7 * DAY_MS;
  return isoWeekOf(new Date(monday).toISOString().slice(0, 10));
}
