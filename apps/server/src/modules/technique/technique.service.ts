import { entitlementsOf } from '@prontidao/domain/plans/entitlements';
import type { TechniqueAnalysis, TechniqueInput } from '@prontidao/domain/technique/technique-types';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, notFound } from '../../lib/errors.js';
import { lockPlanCode } from '../profiles/profiles.service.js';
import { findOwnBarActivity } from '../training/activity-history.service.js';
import * as repo from './technique.repository.js';
import { ruleBasedTechniqueAnalyst, type TechniqueAnalyst } from './technique-analyst.js';

export const ACTIVITY_NOT_FOUND = 'Treino de barra não encontrado.';
export const ANALYSIS_FAILED = 'Não foi possível gerar a análise.';
export const ANALYSIS_EMPTY = 'Análise não foi retornada.';

export interface TechniqueRequest extends TechniqueInput {
  activity_id?: string | undefined;
}

export interface TechniqueResult {
  analysis: TechniqueAnalysis;
  /** Analyses left in this calendar month (São Paulo); null = unlimited plan. */
  remaining_this_month: number | null;
}

/** 403 PLAN_LIMIT: the month's analyses are used; the Avançado plans have no limit. */
export function planLimitError(limit: number): AppError {
  const analyses = limit === 1 ? '1 análise' : `${limit} análises`;
  return new AppError(
    'PLAN_LIMIT',
    `Você já usou ${analyses} de técnica do seu plano neste mês. Os planos Avançados têm análises ilimitadas.`,
  );
}

const limitOf = (planCode: string | null | undefined) =>
  entitlementsOf(planCode).technique_analyses_per_month;

/**
 * Analyses a bar workout's notes. The quota is checked before (no work past the limit) and again,
 * with the person's profile row locked, when the delivered analysis is counted: only an analysis
 * that succeeded counts, and parallel calls cannot overrun the month.
 */
export async function analyzeBarTechnique(
  db: Db,
  userId: string,
  planCode: string | null | undefined,
  request: TechniqueRequest,
  analyst: TechniqueAnalyst = ruleBasedTechniqueAnalyst,
  now: Date = new Date(),
): Promise<TechniqueResult> {
  const activityId = request.activity_id ?? null;
  if (activityId && !(await findOwnBarActivity(db, userId, activityId))) throw notFound(ACTIVITY_NOT_FOUND);
  const limit = limitOf(planCode);
  if (limit !== null && (await repo.countInMonth(db, userId, now)) >= limit) throw planLimitError(limit);

  // Outside any transaction: a provider may take seconds (docs/decisions/019-transactions-and-jobs.md).
  let analysis: TechniqueAnalysis | null;
  try {
    analysis = await analyst.analyze({ observation: request.observation, repetitions: request.repetitions });
  } catch {
    throw new AppError('ANALYSIS_FAILED', ANALYSIS_FAILED);
  }
  if (!analysis?.summary) throw new AppError('ANALYSIS_EMPTY', ANALYSIS_EMPTY);

  const remaining = await inTransaction(db, async (tx) => {
    const lockedLimit = limitOf(await lockPlanCode(tx, userId));
    const used = await repo.countInMonth(tx, userId, now);
    if (lockedLimit !== null && used >= lockedLimit) throw planLimitError(lockedLimit);
    // The activity may have been deleted while the analysis ran: then it is not named.
    const stillThere = activityId ? await findOwnBarActivity(tx, userId, activityId) : undefined;
    await repo.insertAnalysis(tx, {
      user_id: userId,
      activity_id: stillThere ? stillThere.id : null,
      repetitions: request.repetitions,
      created_at: now,
    });
    return lockedLimit === null ? null : lockedLimit - used - 1;
  });
  return { analysis, remaining_this_month: remaining };
}
