import type { ExerciseKind } from '../training/exercise-kinds';

// The one coin rule (DECISIONS.md "Coins — one rule, one ledger"): what the rewards screen explains,
// what the server credits and what the dashboard wallet shows. The TAF exercises' rule and its caps:
// decision 046.

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

/**
 * A TAF exercise (decision 046): one coin per `per` repetitions (all séries) or seconds held (all
 * holds), or a fixed amount per session where the mark says nothing of the volume (jumps, sprints,
 * shuttle run).
 */
export type ExerciseCoinRule =
  | { per: number; fixed?: undefined; label: string }
  | { fixed: number; per?: undefined; label: string };

export const EXERCISE_COIN_RULES: Record<ExerciseKind, ExerciseCoinRule> = {
  flexao: { per: 20, label: '1 a cada 20 repetições' },
  abdominal: { per: 20, label: '1 a cada 20 repetições' },
  isometria: { per: 30, label: '1 a cada 30 s sustentados' },
  impulsao: { fixed: 2, label: '2 por sessão' },
  salto_altura: { fixed: 2, label: '2 por sessão' },
  sprint: { fixed: 2, label: '2 por sessão' },
  shuttle_run: { fixed: 2, label: '2 por sessão' },
};
/** No exercise session earns more than this, however long it was. */
export const EXERCISE_COINS_PER_SESSION = 10;
/** Nor do all of a week's exercises together (ISO week of the workout dates, São Paulo). */
export const EXERCISE_COINS_PER_WEEK = 60;

export interface CoinExercise {
  exercise: ExerciseKind;
  /** Repetitions (all séries), seconds of one hold, centimetres or metres: EXERCISE_SHAPES. */
  primary: number | null;
  sets: number | null;
}

/** Coins one exercise session earns by the rule, capped per session (the weekly cap comes after). */
export function coinsForExercise({ exercise, primary, sets }: CoinExercise): number {
  const rule = EXERCISE_COIN_RULES[exercise];
  if (rule.fixed !== undefined) return rule.fixed;
  const amount = (primary ?? 0) * (exercise === 'isometria' ? (sets ?? 1) : 1);
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.min(EXERCISE_COINS_PER_SESSION, Math.floor(amount / rule.per));
}

/** What is left of the week's exercise cap for a session, given what the week's others hold. */
export const capToWeek = (coins: number, heldThisWeek: number): number =>
  Math.max(0, Math.min(coins, EXERCISE_COINS_PER_WEEK - heldThisWeek));

/** Whether a week earns the regularity bonus, from its workout count and the previous week's. */
export const earnsRegularityBonus = (workouts: number, previousWeekWorkouts: number): boolean =>
  workouts >= WORKOUTS_FOR_A_REGULAR_WEEK && previousWeekWorkouts >= WORKOUTS_FOR_A_REGULAR_WEEK;

/** A knowledge snippet at position n (0, 1, 2…) unlocks while the balance is at least 100 + 50 × n. */
export const snippetCost = (position: number): number => 100 + 50 * position;
