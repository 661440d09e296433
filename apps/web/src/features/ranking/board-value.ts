import { formatDistance } from '@prontidao/domain/format/distance';
import { formatRankingTime } from '@prontidao/domain/format/ranking-time';
import type { BoardConfig } from '@prontidao/domain/rankings/ranking-boards';
import type { RankingEntry } from '@prontidao/domain/rankings/ranking-types';

/** A board's figure as read: a distance as '850m' / '2.4km', a time as 'm:ss.cc' (spec §9). */
export function formatBoardValue(measure: BoardConfig['measure'], value: number | undefined): string {
  if (value === undefined) return '—';
  return measure === 'distance' ? formatDistance(value) : formatRankingTime(value);
}

export const entryValue = (measure: BoardConfig['measure'], entry: RankingEntry) =>
  measure === 'distance' ? entry.total_distance_m : entry.best_time_s;
