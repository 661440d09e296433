import { formatPlainDate } from '@prontidao/domain/format/date';
import { formatDistance } from '@prontidao/domain/format/distance';
import { formatMinutesSeconds } from '@prontidao/domain/format/duration';
import { ACTIVITY_TYPE_LABELS } from '@prontidao/domain/training/activity-types';
import type { PendingActivity } from './pending-activity';

/** One line for a queued activity: 'Natação · 1000m em 20:00 · 23/11/2026' or 'Barra · 12 repetições · …'. */
export function describePending({ input }: PendingActivity): { title: string; detail: string } {
  const date = formatPlainDate(input.p_workout_date) ?? '';
  const primary = input.p_value_primary ?? 0;
  const amount =
    input.p_activity_type === 'BARRA'
      ? `${primary} ${primary === 1 ? 'repetição' : 'repetições'}`
      : `${formatDistance(primary)}${input.p_value_secondary ? ` em ${formatMinutesSeconds(input.p_value_secondary)}` : ''}`;
  return { title: ACTIVITY_TYPE_LABELS[input.p_activity_type], detail: `${amount} · ${date}` };
}
