import { APP_TIME_ZONE } from '../dates/time-zone';

// pt-BR dates (spec §9: dd/MM/yyyy), instants read in the app's time zone (America/Sao_Paulo).

/** A plain calendar date 'YYYY-MM-DD' as dd/MM/yyyy, read from the text (no time zone involved). */
export function formatPlainDate(isoDate: string | null | undefined): string | null {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

/**
 * Built on first use, not when the module loads: a format with a time zone loads ICU's zone data,
 * 30–90 ms of main thread in a browser, which a page that imports this module for a card further
 * down should not pay before its first paint.
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const brasiliaFormat = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: APP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

const partsOf = (iso: string) =>
  Object.fromEntries(
    brasiliaFormat()
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );

/** An instant as dd/MM/yyyy in Brasília time (01:00 UTC still belongs to the day before there). */
export function formatDate(iso: string): string {
  const parts = partsOf(iso);
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/** An instant as dd/MM/yyyy HH:mm in Brasília time. */
export function formatDateTime(iso: string): string {
  const parts = partsOf(iso);
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** An instant as 'dd/MM às HH:mm' in Brasília time (a comment's date: '22/11 às 12:00'). */
export function formatDayTime(iso: string): string {
  const parts = partsOf(iso);
  return `${parts.day}/${parts.month} às ${parts.hour}:${parts.minute}`;
}
