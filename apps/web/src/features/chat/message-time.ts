import { formatDateTime } from '@prontidao/domain/format/date';
import { calendarDate } from '@prontidao/domain/profile/countdown';

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
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
