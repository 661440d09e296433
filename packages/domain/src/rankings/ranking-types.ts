// The rankings' shapes, shared by the server (what it returns) and the web app (what it shows).
// DECISIONS.md 'Rankings': consent only, nickname only, top 5, ties by who got there first.

/** The twelve boards, named like their calls without the 'get_ranking_' prefix. */
export const BOARD_KEYS = [
  'run_distance_alltime',
  'run_distance_monthly',
  'run_2400_male_alltime',
  'run_2400_female_alltime',
  'run_2400_male_monthly',
  'run_2400_female_monthly',
  'swim_distance_alltime',
  'swim_distance_monthly',
  'swim_100_male_alltime',
  'swim_100_female_alltime',
  'swim_100_male_monthly',
  'swim_100_female_monthly',
] as const;
export type BoardKey = (typeof BOARD_KEYS)[number];

export const RANKING_TOP = 5;

/** One row of a board: a nickname and a value, never a real name, an e-mail or a user id. */
export interface RankingEntry {
  /** 1-based position; 1–3 are the medals. */
  rk: number;
  display_name: string;
  /** Distance boards: metres. */
  total_distance_m?: number;
  /** Time boards: seconds (2400 m run, 100 m swim). */
  best_time_s?: number;
  is_me: boolean;
}

export type MyBoardStatus = 'listed' | 'outside' | 'no_consent' | 'no_activity';

export interface BoardResult {
  /** The top 5. */
  entries: RankingEntry[];
  /** The viewer's own position and value, whenever they are on the board (in the top 5 or not). */
  me: { rk: number; value: number } | null;
  my_status: MyBoardStatus;
}

export interface RankingsPage {
  boards: Record<BoardKey, BoardResult>;
  consent: boolean;
  /** 'YYYY-MM', the current calendar month in São Paulo (the monthly boards'). */
  month: string;
}

export type BoardSport = 'RUN' | 'SWIM';
export type BoardMeasure = 'distance' | 'time';
export type BoardSex = 'M' | 'F' | null;
export type BoardPeriod = 'alltime' | 'monthly';

export interface BoardSpec {
  key: BoardKey;
  sport: BoardSport;
  measure: BoardMeasure;
  /** Time boards are per sex; distance boards are not. */
  sex: BoardSex;
  period: BoardPeriod;
}

/** What each board key means. */
export function boardSpec(key: BoardKey): BoardSpec {
  const [sport, kind, ...rest] = key.split('_');
  const period: BoardPeriod = key.endsWith('_monthly') ? 'monthly' : 'alltime';
  const measure: BoardMeasure = kind === 'distance' ? 'distance' : 'time';
  const sexWord = measure === 'time' ? rest[0] : undefined;
  return {
    key,
    sport: sport === 'run' ? 'RUN' : 'SWIM',
    measure,
    sex: sexWord === 'male' ? 'M' : sexWord === 'female' ? 'F' : null,
    period,
  };
}
