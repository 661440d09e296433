import { APP_TIME_ZONE, calendarDate } from '@prontidao/domain/dates/time-zone';
import { type BoardCandidate, type BoardFlag, boardFlag } from '@prontidao/domain/rankings/board-validation';
import {
  BOARD_KEYS,
  type BoardKey,
  type BoardResult,
  boardSpec,
  RANKING_TOP,
  type RankingEntry,
  type RankingsPage,
} from '@prontidao/domain/rankings/ranking-types';
import type { ActivitySource } from '@prontidao/domain/training/activity-types';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import * as repo from './rankings.repository.js';

const FALLBACK_NAME = 'Candidato';

const keyOf = (sources: readonly string[]) => [...new Set(sources)].sort().join(',');
export const limitsOf = (sources: string): repo.Limits => ({ sources: sources ? sources.split(',') : [] });

/**
 * Keeps one person's board rows equal to their activities. Call inside the transaction of every
 * activity write, after the write and under that person's wallet lock (coins.lockWallet), so two
 * writes of one person never recompute from each other's half. The profile row is held too (after
 * the configuration row: a rebuild takes that one first), so a consent withdrawn or a sex changed
 * while this write runs is never overwritten by the values it read.
 */
export async function applyActivityChange(tx: Db, userId: string): Promise<void> {
  const sources = await repo.storedSources(tx, 'share');
  await repo.lockProfile(tx, userId);
  await repo.refreshUser(tx, userId, limitsOf(sources));
}

/** The board check of a workout about to be written, against its owner's sex now (decision 039). */
export async function boardFlagFor(
  db: Db,
  userId: string,
  candidate: Omit<BoardCandidate, 'sex'>,
): Promise<BoardFlag | null> {
  const viewer = await repo.viewerOf(db, userId);
  return boardFlag({ ...candidate, sex: viewer?.sexo ?? null });
}

/** Rebuilds every row when RANKING_SOURCES differs from what they were computed for. */
export async function ensureSources(db: Db, sources: readonly ActivitySource[]): Promise<void> {
  const wanted = keyOf(sources);
  if ((await repo.storedSources(db, null)) === wanted) return;
  const rebuilt = await inTransaction(db, async (tx) => {
    if ((await repo.storedSources(tx, 'update')) === wanted) return false;
    await repo.rebuildAll(tx, limitsOf(wanted));
    await repo.storeSources(tx, wanted);
    return true;
  });
  // A consent or sex changed during the rebuild found none of its rows: copy the profiles again.
  if (rebuilt) await repo.syncProfiles(db);
}

/** 'YYYY-MM' of `now` in São Paulo. */
/** Who is at the top of one board now (the moderation checks a report against it). */
export function topOfBoard(db: Db, query: repo.BoardQuery, limit: number) {
  return repo.topOf(db, [query], limit);
}

/** The workout that puts a person where they are on a board (what a report is about). */
export function workoutBehind(...args: Parameters<typeof repo.workoutBehind>) {
  return repo.workoutBehind(...args);
}

export const monthOf = (now: Date) => calendarDate(now, APP_TIME_ZONE).slice(0, 7);

export function queryOf(key: BoardKey, month: string): repo.BoardQuery {
  const spec = boardSpec(key);
  const sport = spec.sport === 'RUN' ? 'run' : 'swim';
  return {
    key,
    board: `${sport}_${spec.measure}` as repo.AggregateBoard,
    period: spec.period === 'monthly' ? month : 'all',
    division: spec.sex ?? 'A',
  };
}

/** A score back to what the board shows: metres (1 decimal) or seconds (centiseconds). */
function shownValue(key: BoardKey, score: number): number {
  return boardSpec(key).measure === 'distance' ? Math.round(-score * 10) / 10 : Math.round(score * 100) / 100;
}

/** The name a board shows for a row: the nickname, never the real name. */
export const displayNameOf = (row: { nickname: string | null }) => row.nickname?.trim() || FALLBACK_NAME;

function entryOf(key: BoardKey, rk: number, row: repo.TopRow, viewerId: string): RankingEntry {
  const value = shownValue(key, row.score);
  return {
    rk,
    display_name: displayNameOf(row),
    ...(boardSpec(key).measure === 'distance' ? { total_distance_m: value } : { best_time_s: value }),
    is_me: row.user_id === viewerId,
  };
}

/** Some boards (or all twelve) for one viewer: top 5, own position and why they are not listed. */
export async function boardsFor(
  db: Db,
  viewerId: string,
  keys: readonly BoardKey[],
  sources: readonly ActivitySource[],
  now: Date,
): Promise<{ boards: Partial<Record<BoardKey, BoardResult>>; consent: boolean; month: string }> {
  await ensureSources(db, sources);
  const month = monthOf(now);
  const queries = keys.map((key) => queryOf(key, month));
  // One statement per board for the positions: on PostgreSQL they run side by side on the pool.
  const [top, viewer, ...positions] = await Promise.all([
    repo.topOf(db, queries, RANKING_TOP),
    repo.viewerOf(db, viewerId),
    ...queries.map((query) => repo.positionsOf(db, viewerId, [query])),
  ]);
  const consent = viewer?.consent_ranking ?? false;
  const own = consent ? (positions as repo.OwnRow[][]).flat() : [];
  const boards: Partial<Record<BoardKey, BoardResult>> = {};
  for (const query of queries) {
    const key = query.key as BoardKey;
    const entries = top.filter((r) => r.key === key).map((row, i) => entryOf(key, i + 1, row, viewerId));
    boards[key] = ownPlace(
      key,
      entries,
      consent,
      own.find((o) => o.key === key),
    );
  }
  return { boards, consent, month };
}

/**
 * The viewer's line under a board, consistent with the rows shown. The top 5 and the positions are
 * separate statements (side by side on the pool), so a write committed between them could put the
 * viewer at #4 in one and #6 in the other: the rows shown win — a viewer among them is 'listed' at
 * that place; a viewer not among them is placed after them.
 */
export function ownPlace(
  key: BoardKey,
  entries: RankingEntry[],
  consent: boolean,
  mine: repo.OwnRow | undefined,
): BoardResult {
  const shown = entries.find((e) => e.is_me);
  if (shown) {
    const value = (boardSpec(key).measure === 'distance' ? shown.total_distance_m : shown.best_time_s) ?? 0;
    return { entries, me: { rk: shown.rk, value }, my_status: 'listed' };
  }
  if (!consent) return { entries, me: null, my_status: 'no_consent' };
  if (!mine) return { entries, me: null, my_status: 'no_activity' };
  const rk = Math.max(mine.position, entries.length + 1);
  return { entries, me: { rk, value: shownValue(key, mine.score) }, my_status: 'outside' };
}

export async function rankingsPage(
  db: Db,
  viewerId: string,
  sources: readonly ActivitySource[],
  now: Date,
): Promise<RankingsPage> {
  const result = await boardsFor(db, viewerId, BOARD_KEYS, sources, now);
  return { ...result, boards: result.boards as Record<BoardKey, BoardResult> };
}

/** One board's top 5 (the spec's single-board calls). */
export async function boardEntries(
  db: Db,
  viewerId: string,
  key: BoardKey,
  sources: readonly ActivitySource[],
  now: Date,
): Promise<RankingEntry[]> {
  await ensureSources(db, sources);
  const top = await repo.topOf(db, [queryOf(key, monthOf(now))], RANKING_TOP);
  return top.map((row, i) => entryOf(key, i + 1, row, viewerId));
}
