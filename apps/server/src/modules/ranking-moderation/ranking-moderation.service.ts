import type { BoardReview } from '@prontidao/domain/rankings/board-validation';
import {
  type ModerateRankingEntryResult,
  type ModerationCase,
  type ModerationDecision,
  type ModerationQueue,
  REPORT_SENT,
  type ReportRankingEntryInput,
  type ReportRankingEntryResult,
} from '@prontidao/domain/rankings/ranking-moderation';
import { RANKING_TOP } from '@prontidao/domain/rankings/ranking-types';
import type { ActivitySource } from '@prontidao/domain/training/activity-types';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import * as coins from '../coins/coins.service.js';
import * as rankings from '../rankings/rankings.service.js';
import * as activities from '../training/activity-history.service.js';
import * as repo from './ranking-moderation.repository.js';

const CASES_SHOWN = 100;
const ENTRY_CHANGED = 'Este ranking mudou desde que você o abriu. Atualize a página e tente de novo.';

/**
 * 'Denunciar': the entry at `rk` of `board`, if it still shows `display_name`, is reported once by
 * this person; the report points at the workout that makes the entry (decision 039).
 */
export async function reportEntry(
  db: Db,
  reporterId: string,
  input: ReportRankingEntryInput,
  sources: readonly ActivitySource[],
  now: Date,
): Promise<ReportRankingEntryResult> {
  await rankings.ensureSources(db, sources);
  const query = rankings.queryOf(input.board, rankings.monthOf(now));
  const top = await rankings.topOfBoard(db, query, RANKING_TOP);
  const row = top[input.rk - 1];
  if (!row || rankings.displayNameOf(row) !== input.display_name) {
    throw new AppError('ENTRY_CHANGED', ENTRY_CHANGED);
  }
  if (row.user_id === reporterId) {
    throw new AppError('OWN_ENTRY', 'Você não pode denunciar a sua própria posição.');
  }
  const activityId = await rankings.workoutBehind(db, row.user_id, query.board, query.period, {
    sources,
  });
  if (!activityId) throw new AppError('ENTRY_CHANGED', ENTRY_CHANGED);
  const inserted = await repo.insertReport(db, {
    reporterId,
    reportedUserId: row.user_id,
    activityId,
    board: input.board,
    period: query.period,
  });
  if (!inserted) {
    throw new AppError('ALREADY_REPORTED', 'Você já denunciou esta posição. A moderação vai conferir.');
  }
  return { reported: true, message: REPORT_SENT };
}

function caseOf(row: repo.CaseRow): ModerationCase {
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    activity_id: row.activity_id,
    nickname: row.nickname,
    full_name: row.full_name,
    activity_type: row.activity_type,
    source: row.source,
    workout_date: row.workout_date,
    distance_m: num(row.value_primary),
    moving_s: num(row.value_secondary),
    elapsed_s: num(row.elapsed_time_s),
    segment_s: num(row.activity_type === 'RUN' ? row.best_2400_s : row.best_100_s),
    flag: row.board_flag,
    reports: Number(row.reports),
    boards: row.boards ?? [],
    since: new Date(row.since).toISOString(),
  };
}

/** /admin/ranking: reported and auto-flagged workouts, oldest first. */
export async function moderationQueue(db: Db): Promise<ModerationQueue> {
  const rows = await repo.openCases(db, CASES_SHOWN);
  return { cases: rows.map(caseOf) };
}

/**
 * An admin's decision on a workout: 'remove' takes it off every board, 'keep' puts a flagged one
 * on them; its open reports close, the boards follow in the same transaction, the audit log says
 * who decided. The owner reads it on the workout in their history.
 */
export async function moderate(
  db: Db,
  adminId: string,
  activityId: string,
  decision: ModerationDecision,
): Promise<ModerateRankingEntryResult> {
  const review: BoardReview = decision === 'remove' ? 'removed' : 'kept';
  return inTransaction(db, async (tx) => {
    const found = await activities.lockRunOrSwim(tx, activityId);
    if (!found) throw notFound('Treino não encontrado.');
    await coins.lockWallet(tx, found.user_id);
    await activities.setBoardReview(tx, activityId, review);
    const resolved = await repo.resolveReports(tx, activityId, review);
    await rankings.applyActivityChange(tx, found.user_id);
    await recordAudit(tx, {
      actorId: adminId,
      action: review === 'removed' ? 'ranking.removed' : 'ranking.kept',
      targetUserId: found.user_id,
      details: { activity_id: activityId, flag: found.board_flag, reports: resolved },
    });
    return { activity_id: activityId, decision, reports_resolved: resolved };
  });
}
