import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { formatDateTime } from '@prontidao/domain/format/date';

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'HH:mm' for today's messages, 'dd/MM/yyyy HH:mm' for older ones (Brasília time). */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return calendarDate(date) === calendarDate(now) ? timeFormat.format(date) : formatDateTime(iso);
}
