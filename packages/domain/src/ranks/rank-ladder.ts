// Spec §9: military-style ranks by completed workouts, a promotion every 10, Coronel the top.

export const WORKOUTS_PER_PROMOTION = 10;

export const RANKS = [
  'Soldado 2ª Classe',
  'Soldado 1ª Classe',
  'Cabo',
  '3º Sargento',
  '2º Sargento',
  '1º Sargento',
  'Sub-Tenente',
  '2º Tenente',
  '1º Tenente',
  'Capitão',
  'Major',
  'Tenente-Coronel',
  'Coronel',
] as const;
export type Rank = (typeof RANKS)[number];

export const MAX_RANK_MESSAGE = 'Parabéns! Você alcançou a graduação máxima!';

export interface RankStanding {
  rank: Rank;
  /** The next rank, or null at the top. */
  next: Rank | null;
  /** Workouts done towards the next rank (0–9); at the top, 0. */
  progress: number;
  /** Workouts a promotion needs. */
  goal: number;
}

/** The rank of a workout count (negative or fractional counts read as whole workouts from 0). */
export function rankFor(completedWorkouts: number): RankStanding {
  const workouts = Math.max(0, Math.floor(completedWorkouts || 0));
  const index = Math.min(Math.floor(workouts / WORKOUTS_PER_PROMOTION), RANKS.length - 1);
  const isTop = index === RANKS.length - 1;
  return {
    rank: RANKS[index] ?? RANKS[0],
    next: isTop ? null : (RANKS[index + 1] ?? null),
    progress: isTop ? 0 : workouts % WORKOUTS_PER_PROMOTION,
    goal: WORKOUTS_PER_PROMOTION,
  };
}

/** 'PROMOVIDO!': the count rose to a positive multiple of 10 (spec §4), up to the top rank. */
export const isPromotion = (before: number, after: number): boolean =>
  after > before &&
  after > 0 &&
  after % WORKOUTS_PER_PROMOTION === 0 &&
  rankFor(after).rank !== rankFor(before).rank;
