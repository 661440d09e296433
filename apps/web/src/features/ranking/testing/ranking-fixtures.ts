import {
  BOARD_KEYS,
  type BoardKey,
  type BoardResult,
  type RankingEntry,
  type RankingsPage,
} from '@prontidao/domain/rankings/ranking-types';

/** A board nobody is on, the viewer included (no eligible activity). */
export const emptyBoard = (): BoardResult => ({ entries: [], me: null, my_status: 'no_activity' });

export const distanceEntry = (rk: number, name: string, metres: number, isMe = false): RankingEntry => ({
  rk,
  display_name: name,
  total_distance_m: metres,
  is_me: isMe,
});

export const timeEntry = (rk: number, name: string, seconds: number, isMe = false): RankingEntry => ({
  rk,
  display_name: name,
  best_time_s: seconds,
  is_me: isMe,
});

/** A get_rankings answer: every board empty, then `boards` laid over them. */
export function rankingsPage(
  boards: Partial<Record<BoardKey, BoardResult>> = {},
  overrides: Partial<Omit<RankingsPage, 'boards'>> = {},
): RankingsPage {
  const all = Object.fromEntries(BOARD_KEYS.map((key) => [key, boards[key] ?? emptyBoard()])) as Record<
    BoardKey,
    BoardResult
  >;
  return { boards: all, consent: true, month: '2026-11', ...overrides };
}

/** Five runners on the all-time distance board, the viewer fourth. */
export const runDistanceTop5: BoardResult = {
  entries: [
    distanceEntry(1, 'Trovão', 42_195),
    distanceEntry(2, 'Relâmpago', 12_340),
    distanceEntry(3, 'Brisa', 5_000),
    distanceEntry(4, 'Ana Corre', 999, true),
    distanceEntry(5, 'Passo Firme', 850),
  ],
  me: { rk: 4, value: 999 },
  my_status: 'listed',
};
