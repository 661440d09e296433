// The app's time zone: every calendar date (a workout's day, a week, the TAF countdown) is São Paulo's.

export const APP_TIME_ZONE = 'America/Sao_Paulo';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone, made on first use (building one loads ICU time-zone data). */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Today's calendar date ('YYYY-MM-DD') in a time zone. */
export function calendarDate(now: Date, timeZone = APP_TIME_ZONE): string {
  const parts = formatFor(timeZone).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
