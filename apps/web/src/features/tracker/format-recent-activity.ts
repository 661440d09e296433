import { formatDateTime } from '@prontidao/domain/format/date';
import { formatMarkTime } from '@prontidao/domain/format/duration';
import { formatCount } from '@prontidao/domain/format/number';

export { formatMetres } from '@prontidao/domain/format/distance';

// How /integracoes says an imported activity (spec §2): Corrida / Natação, date and time pt-BR,
// distance in metres ('5.012 m'), moving time as the mark it is ('10:00', '1:02:05' — issue 21
// item 2 over the spec's 'Xh Ymin').

export const activityTypeLabel = (type: string) => (type === 'RUN' ? 'Corrida' : 'Natação');

/** m:ss under an hour, h:mm:ss from an hour on. */
export const formatMovingTime = (seconds: number) => formatMarkTime(seconds);

/** dd/MM/yyyy HH:mm in Brasília time. */
export const formatStart = (iso: string) => formatDateTime(iso);

export const formatCoinsEarned = (coins: number) => `+${formatCount(coins, 'moeda', 'moedas')}`;
