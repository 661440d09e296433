import { randomUUID } from 'node:crypto';
import {
  capToWeek,
  coinsForActivity,
  coinsForExercise,
  earnsRegularityBonus,
  REGULARITY_BONUS,
  TEST_GRANT,
} from '@prontidao/domain/coins/coin-rule';
import { isoWeekOf, shiftIsoWeek } from '@prontidao/domain/dates/iso-week';
import { isPromotion, type Rank, rankFor } from '@prontidao/domain/ranks/rank-ladder';
import type { CoinWallet, RankStatus } from '@prontidao/domain/training/activity-types';
import type { ExerciseKind } from '@prontidao/domain/training/exercise-kinds';
import type { Db } from '../../db/database.js';
import type { LedgerCategory } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import * as ledger from './coins.repository.js';
import * as promotions from './promotions.repository.js';

// The one coin rule applied to the ledger (DECISIONS.md 'Coins — one rule, one ledger'). Every
// function that writes runs inside the caller's transaction, after `lockWallet`.

/**
 * Serializes the ledger writes of one person (a transaction-scoped advisory lock): the bonus of a
 * week is decided from counts that no concurrent call of theirs can change meanwhile.
 */
export async function lockWallet(tx: Db, userId: string): Promise<void> {
  await ledger.lockWalletOf(tx, userId);
}

export interface CreditedActivity {
  id: string;
  activity_type: string;
  value_primary: number | null;
  workout_date: string;
  revision: number;
  /** An EXERCISE's kind and séries (decision 046). */
  exercise?: ExerciseKind | null;
  sets?: number | null;
}

const categoryOf = (type: string): LedgerCategory =>
  type === 'RUN' || type === 'SWIM' || type === 'BARRA' || type === 'EXERCISE' ? type : 'OTHER';

/**
 * The coins of an activity by the rule. A TAF exercise earns by its own rule, capped per session
 * and by what the week's other exercises already hold (decision 046): the caller has taken back
 * this activity's previous credit first, so it is not counted against itself.
 */
async function coinsOf(tx: Db, userId: string, activity: CreditedActivity): Promise<number> {
  if (activity.activity_type !== 'EXERCISE' || !activity.exercise) {
    return coinsForActivity({ type: activity.activity_type, amount: activity.value_primary ?? 0 });
  }
  const coins = coinsForExercise({
    exercise: activity.exercise,
    primary: activity.value_primary,
    sets: activity.sets ?? null,
  });
  const held = await ledger.weekCoinsOf(tx, userId, isoWeekOf(activity.workout_date), 'EXERCISE');
  return capToWeek(coins, held);
}

/** Credits an activity (one workout, its coins) once per revision; returns the coins. */
export async function creditActivity(tx: Db, userId: string, activity: CreditedActivity): Promise<number> {
  const amount = await coinsOf(tx, userId, activity);
  const written = await ledger.append(tx, {
    user_id: userId,
    amount,
    reason: 'activity',
    category: categoryOf(activity.activity_type),
    activity_id: activity.id,
    iso_week: isoWeekOf(activity.workout_date),
    workouts: 1,
    event_key: `activity:${activity.id}:${activity.revision}`,
  });
  return written ? amount : 0;
}

/**
 * Takes back what an activity's current revision holds (its coins and its workout): before an edit
 * writes the new revision, or when its owner deletes it. Returns the coins taken back.
 */
export async function reverseActivity(tx: Db, userId: string, activity: CreditedActivity): Promise<number> {
  const held = (await ledger.coinsOfActivities(tx, userId, [activity.id])).get(activity.id) ?? 0;
  const written = await ledger.append(tx, {
    user_id: userId,
    amount: -held,
    reason: 'activity_reversal',
    category: categoryOf(activity.activity_type),
    activity_id: activity.id,
    iso_week: isoWeekOf(activity.workout_date),
    workouts: -1,
    event_key: `reversal:${activity.id}:${activity.revision}`,
  });
  return written ? held : 0;
}

/**
 * Brings the regularity bonus of the given weeks, and of the weeks after them (whose bonus depends
 * on them), in line with the workouts the ledger holds: +50 when it is due and missing, −50 when
 * it is held but no longer due. Returns the net change.
 */
export async function settleWeeks(tx: Db, userId: string, dates: string[]): Promise<number> {
  const weeks = new Set<string>();
  for (const date of dates) {
    const week = isoWeekOf(date);
    weeks.add(week);
    weeks.add(shiftIsoWeek(week, 1));
  }
  let change = 0;
  for (const week of [...weeks].sort()) {
    const [current, previous] = await Promise.all([
      ledger.weekStanding(tx, userId, week),
      ledger.weekStanding(tx, userId, shiftIsoWeek(week, -1)),
    ]);
    const due = earnsRegularityBonus(current.workouts, previous.workouts) ? REGULARITY_BONUS : 0;
    const delta = due - current.bonus;
    if (delta === 0) continue;
    await ledger.append(tx, {
      user_id: userId,
      amount: delta,
      reason: 'regularity_bonus',
      category: 'BONUS',
      iso_week: week,
      event_key: `bonus:${week}:${randomUUID()}`,
    });
    change += delta;
  }
  return change;
}

/** The rank reached when the workout count went from `before` to `after`, if that is a promotion. */
export const promotionBetween = (before: number, after: number): Rank | null =>
  isPromotion(before, after) ? rankFor(after).rank : null;

/** get_saldo_moedas: the sum of the person's ledger. */
export function balance(db: Db, userId: string): Promise<number> {
  return ledger.balanceOf(db, userId);
}

/** The ledger's totals of a person: coins by category, workouts (training and rewards show them). */
export function totals(db: Db, userId: string): Promise<ledger.LedgerTotals> {
  return ledger.totalsOf(db, userId);
}

/** The coins each of these activities earned (what a change or a removal would leave in place). */
export function coinsOfActivities(...args: Parameters<typeof ledger.coinsOfActivities>) {
  return ledger.coinsOfActivities(...args);
}

/** get_rank_status: the rank by workouts, and a promotion not yet shown. */
export async function getRankStatus(db: Db, userId: string): Promise<RankStatus> {
  const [{ workouts }, seen] = await Promise.all([
    ledger.totalsOf(db, userId),
    promotions.seenPromotion(db, userId),
  ]);
  return rankStatus(workouts, seen);
}

/** ack_promotion: the promotion up to `workouts` (never past the ledger's count) was shown. */
export async function acknowledgeRank(db: Db, userId: string, workouts: number): Promise<RankStatus> {
  const { workouts: done } = await ledger.totalsOf(db, userId);
  const seen = await promotions.acknowledgePromotion(db, userId, Math.min(workouts, done));
  return rankStatus(done, seen);
}

export async function wallet(db: Db, userId: string, testGrantEnabled: boolean): Promise<CoinWallet> {
  const totals = await ledger.totalsOf(db, userId);
  return { ...totals, test_grant_enabled: testGrantEnabled };
}

export const TEST_GRANT_DISABLED = 'O crédito de moedas de teste não está disponível neste servidor.';

/** '+800 Moedas (Teste)': only where the server's config enables it. */
export async function addTestCoins(db: Db, userId: string, enabled: boolean): Promise<{ balance: number }> {
  if (!enabled) throw new AppError('FORBIDDEN', TEST_GRANT_DISABLED);
  await ledger.append(db, {
    user_id: userId,
    amount: TEST_GRANT,
    reason: 'test_grant',
    category: 'TEST',
    event_key: `test:${randomUUID()}`,
  });
  return { balance: await ledger.balanceOf(db, userId) };
}

/** The rank, and a promotion not yet shown on any device ('PROMOVIDO!' once per promotion). */
export function rankStatus(workouts: number, seenWorkouts: number): RankStatus {
  const standing = rankFor(workouts);
  const pending = workouts > seenWorkouts && standing.rank !== rankFor(seenWorkouts).rank && workouts >= 10;
  return { workouts, ...standing, pending_promotion: pending ? standing.rank : null };
}
