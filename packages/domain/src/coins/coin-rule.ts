// The one coin rule (DECISIONS.md "Coins — one rule, one ledger"): what the rewards screen explains,
// what the server credits and what the dashboard wallet shows.

export type CoinEarningType = 'RUN' | 'SWIM' | 'BARRA';

export interface CoinRule {
  /** One coin per this many metres (run, swim) or repetitions (bar), floored per activity. */
  per: number;
  /** The rule as the wallet says it. */
  label: string;
}

export const COIN_RULES: Record<CoinEarningType, CoinRule> = {
  RUN: { per: 400, label: '1 a cada 400 m' },
  SWIM: { per: 50, label: '1 a cada 50 m' },
  BARRA: { per: 10, label: '1 a cada 10 repetições' },
};

/** +50 coins for each ISO week (America/Sao_Paulo) with 3+ workouts when the week before had 3+ too. */
export const REGULARITY_BONUS = 50;
export const WORKOUTS_FOR_A_REGULAR_WEEK = 3;
/** '+800 Moedas (Teste)', only where the server's config enables it. */
export const TEST_GRANT = 800;

export interface CoinActivity {
  type: string;
  /** Metres for run and swim, repetitions for the bar. */
  amount: number;
}

const isEarningType = (type: string): type is CoinEarningType => Object.hasOwn(COIN_RULES, type);

/** Coins one activity earns: full 400 m run, full 50 m swim, full 10 reps; other types earn none. */
export function coinsForActivity({ type, amount }: CoinActivity): number {
  if (!isEarningType(type) || !Number.isFinite(amount) || amount <= 0) return 0;
  return Math.floor(amount / COIN_RULES[type].per);
}

/** Whether a week earns the regularity bonus, from its workout count and the previous week's. */
export const earnsRegularityBonus = (workouts: number, previousWeekWorkouts: number): boolean =>
  workouts >= WORKOUTS_FOR_A_REGULAR_WEEK && previousWeekWorkouts >= WORKOUTS_FOR_A_REGULAR_WEEK;

/** A knowledge snippet at position n (0, 1, 2…) unlocks while the balance is at least 100 + 50 × n. */
export const snippetCost = (position: number): number => 100 + 50 * position;
