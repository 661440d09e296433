// "há 5 minutos", "ontem", "há 3 dias": how long ago an instant was, in pt-BR.

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const elapsed = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Math.abs(elapsed) < 60) return 'agora mesmo';
  for (const { unit, seconds } of UNITS) {
    if (Math.abs(elapsed) >= seconds) return relative.format(Math.trunc(elapsed / seconds), unit);
  }
  return relative.format(Math.trunc(elapsed / 60), 'minute');
}
