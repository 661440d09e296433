import { type Sex, sexName } from '../profile/sex';
import type { BoardKey } from './ranking-types';

// The twelve boards of /ranking (spec §2): per sport, distance all-time and this month, then the
// reference time (2400 m run, 100 m swim) by sex, all-time and this month — the grid's order.
// Their names are read on /ranking and by the admins moderating it (/admin/ranking).

export type Sport = 'run' | 'swim';

export interface BoardConfig {
  key: BoardKey;
  title: string;
  description: string;
  measure: 'distance' | 'time';
  isMonthly: boolean;
  /** Time boards are split by sex; distance boards are not. */
  sex: Sex | null;
  /** What counts on a time board (decision 039), said under it. */
  rule: string | null;
}

export const SPORT_LABELS: Record<Sport, string> = { run: 'Corrida', swim: 'Natação' };

interface SportBoardKeys {
  activities: string;
  /** One recorded workout of the sport: 'uma corrida'. */
  one: string;
  reference: string;
  keys: [BoardKey, BoardKey, BoardKey, BoardKey, BoardKey, BoardKey];
}

const SPORTS: Record<Sport, SportBoardKeys> = {
  run: {
    activities: 'corridas',
    one: 'uma corrida',
    reference: '2400 m',
    keys: [
      'run_distance_alltime',
      'run_distance_monthly',
      'run_2400_male_alltime',
      'run_2400_female_alltime',
      'run_2400_male_monthly',
      'run_2400_female_monthly',
    ],
  },
  swim: {
    activities: 'natações',
    one: 'uma natação',
    reference: '100 m',
    keys: [
      'swim_distance_alltime',
      'swim_distance_monthly',
      'swim_100_male_alltime',
      'swim_100_female_alltime',
      'swim_100_male_monthly',
      'swim_100_female_monthly',
    ],
  },
};

function boardsOf({ activities, one, reference, keys }: SportBoardKeys): BoardConfig[] {
  const [distanceAll, distanceMonth, maleAll, femaleAll, maleMonth, femaleMonth] = keys;
  const distance = (key: BoardKey, isMonthly: boolean): BoardConfig => ({
    key,
    title: isMonthly ? 'Distância no mês' : 'Distância total',
    description: isMonthly ? `Soma das ${activities} deste mês` : `Soma de todas as ${activities}`,
    measure: 'distance',
    isMonthly,
    sex: null,
    rule: null,
  });
  const time = (key: BoardKey, sex: Sex, isMonthly: boolean): BoardConfig => ({
    key,
    title: `${reference} ${sexName(sex)}${isMonthly ? ' no mês' : ''}`,
    description: isMonthly ? `Melhor tempo deste mês em ${reference}` : `Melhor tempo em ${reference}`,
    measure: 'time',
    isMonthly,
    sex,
    // A no-break space keeps '2400 m' on one line.
    rule: `Vale o trecho mais rápido de ${reference.replace(' ', '\u00a0')} dentro de ${one} gravada por relógio. Treinos digitados e marcas perto do recorde mundial não contam.`,
  });
  return [
    distance(distanceAll, false),
    distance(distanceMonth, true),
    time(maleAll, 'M', false),
    time(femaleAll, 'F', false),
    time(maleMonth, 'M', true),
    time(femaleMonth, 'F', true),
  ];
}

export const SPORT_BOARDS: Record<Sport, BoardConfig[]> = {
  run: boardsOf(SPORTS.run),
  swim: boardsOf(SPORTS.swim),
};

/** 'Distância total (Corrida)' for a board key. */
export function boardName(key: BoardKey): string {
  for (const sport of ['run', 'swim'] as const) {
    const config = SPORT_BOARDS[sport].find((board) => board.key === key);
    if (config) return `${config.title} (${SPORT_LABELS[sport]})`;
  }
  return key;
}
