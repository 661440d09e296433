import { formatDateTime } from '@prontidao/domain/format/date';

// How /integracoes says an imported activity (spec §2): Corrida / Natação, date and time pt-BR,
// distance in metres, moving time 'Xh Ymin' or 'Ymin'.

export const activityTypeLabel = (type: string) => (type === 'RUN' ? 'Corrida' : 'Natação');

const metres = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** '5.012 m' */
export const formatMetres = (distance: number) => `${metres.format(Math.round(distance))} m`;

/** '1h 5min' from an hour on, else '42min' (whole minutes, rounded). */
export function formatMovingTime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}min` : `${minutes}min`;
}

/** dd/MM/yyyy HH:mm in Brasília time. */
export const formatStart = (iso: string) => formatDateTime(iso);

export const formatCoinsEarned = (coins: number) => `+${coins} ${coins === 1 ? 'moeda' : 'moedas'}`;
