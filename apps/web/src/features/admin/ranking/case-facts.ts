import { formatPlainDate } from '@prontidao/domain/format/date';
import { formatDistance } from '@prontidao/domain/format/distance';
import { formatMarkTime, formatPace } from '@prontidao/domain/format/duration';
import { formatRankingTime } from '@prontidao/domain/format/ranking-time';
import { BOARD_FLAG_LABELS } from '@prontidao/domain/rankings/board-validation';
import { boardName } from '@prontidao/domain/rankings/ranking-boards';
import type { ModerationCase } from '../api/ranking-moderation-queries';

// What an admin reads about a workout before deciding: its numbers in pt-BR, why it is here.

const SOURCES: Record<ModerationCase['source'], string> = {
  manual: 'Digitado à mão',
  file: 'Arquivo do relógio',
  strava: 'Strava',
};

/** Whose workout it is: the nickname, else the full name. */
export const whoOf = (c: ModerationCase) => c.nickname ?? c.full_name ?? 'Sem apelido';

export interface CaseFact {
  label: string;
  value: string;
}

export function caseFacts(c: ModerationCase): CaseFact[] {
  const isRun = c.activity_type === 'RUN';
  const facts: CaseFact[] = [
    {
      label: 'Treino',
      value: `${isRun ? 'Corrida' : 'Natação'} de ${formatPlainDate(c.workout_date) ?? c.workout_date}`,
    },
    { label: 'Origem', value: SOURCES[c.source] },
  ];
  if (c.distance_m !== null) facts.push({ label: 'Distância', value: formatDistance(c.distance_m) });
  if (c.moving_s !== null) facts.push({ label: 'Tempo em movimento', value: formatMarkTime(c.moving_s) });
  if (c.elapsed_s !== null) facts.push({ label: 'Tempo total', value: formatMarkTime(c.elapsed_s) });
  if (c.distance_m && c.moving_s) {
    const pace = isRun ? (c.moving_s / c.distance_m) * 1000 : (c.moving_s / c.distance_m) * 100;
    facts.push({ label: 'Ritmo médio', value: formatPace(pace, isRun ? 'km' : '100 m') });
  }
  if (c.segment_s !== null) {
    facts.push({
      label: isRun ? 'Melhor trecho de 2400\u00a0m' : 'Melhor trecho de 100\u00a0m',
      value: formatRankingTime(c.segment_s),
    });
  }
  return facts;
}

/** Why the workout is in the queue: the board check's reason, the reports, or both. */
export function caseReasons(c: ModerationCase): string[] {
  const reasons: string[] = [];
  if (c.flag) reasons.push(`Barrado automaticamente: ${BOARD_FLAG_LABELS[c.flag].toLowerCase()}`);
  if (c.reports > 0) {
    const times = c.reports === 1 ? '1 denúncia' : `${c.reports} denúncias`;
    reasons.push(`${times} em ${c.boards.map(boardName).join(', ')}`);
  }
  return reasons;
}
