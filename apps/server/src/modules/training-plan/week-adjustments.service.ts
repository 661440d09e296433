import {
  applyAdjustments,
  type SessionRef,
  unknownRemovals,
  VOLUME_PERCENT_PLANNED,
  type WeekAdjustment,
} from '@prontidao/domain/training-plan/adjust-week';
import type { PlanWeek, SessionKind } from '@prontidao/domain/training-plan/plan-types';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { hasActiveLink } from '../trainers/trainers.service.js';
import type { ComputedPlan } from './compute-plan.js';
import { computePlan } from './compute-plan.js';
import * as repo from './week-adjustments.repository.js';

// A linked trainer adjusts a week of a student's plan (issue 14; decision 036, 'Trainer
// adjustments'). Only the calls' subject policy (canCoachStudent) decides who may; here, what.

/** What the student (and the trainer) see of the adjustment that applies to a week. */

/**
 * The newest adjustment of each week from `fromWeekEnd` on, and whether its trainer is still linked
 * to the student (an adjustment of a trainer who left does not apply): the link is the trainers'.
 */
async function latestAdjustments(db: Db, studentId: string, fromWeekEnd: string) {
  const rows = await repo.listLatestAdjustments(db, studentId, fromWeekEnd);
  const trainers = [...new Set(rows.flatMap((row) => (row.trainer_id ? [row.trainer_id] : [])))];
  const linked = new Set<string>();
  for (const trainerId of trainers) {
    if (await hasActiveLink(db, trainerId, studentId)) linked.add(trainerId);
  }
  return rows.map((row) => ({ ...row, is_linked: row.trainer_id !== null && linked.has(row.trainer_id) }));
}

export interface AdjustmentView {
  by_name: string;
  /** ISO instant. */
  at: string;
  volume_percent: number;
  removed: (SessionRef & { title: string })[];
  note: string | null;
}

export type AdjustedPlanWeek = PlanWeek & { adjustment: AdjustmentView | null };

const UNNAMED_TRAINER = 'Seu treinador';

/** Stored removals read back (only well-formed ones: the rows are ours, but jsonb is loose). */
function refsOf(value: unknown): SessionRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    item && typeof item.date === 'string' && typeof item.kind === 'string'
      ? [{ date: item.date, kind: item.kind as SessionKind }]
      : [],
  );
}

/**
 * The plan's weeks with the adjustments that apply: the newest row of each week, when it sets an
 * adjustment and its trainer is still linked (a revoked or deleted trainer's change lapses). A week
 * end the plan no longer has (the TAF date moved) matches no week and is ignored.
 */
export async function adjustedWeeks(
  db: Db,
  subjectId: string,
  computed: ComputedPlan,
): Promise<AdjustedPlanWeek[]> {
  const { weeks } = computed.plan;
  const first = weeks[0];
  if (!first) return [];
  const rows = await latestAdjustments(db, subjectId, first.end);
  const applying = rows.filter((row) => row.action === 'set' && row.is_linked && row.volume_percent !== null);
  const byWeekEnd = new Map<string, WeekAdjustment>(
    applying.map((row) => [
      row.week_end,
      { volumePercent: row.volume_percent ?? VOLUME_PERCENT_PLANNED, removed: refsOf(row.removed) },
    ]),
  );
  const meta = new Map(applying.map((row) => [row.week_end, row]));
  return applyAdjustments(weeks, byWeekEnd, computed.input).map(({ adjustment, ...week }) => {
    const row = meta.get(week.end);
    return {
      ...week,
      adjustment:
        adjustment && row
          ? {
              by_name: row.trainer_name?.trim() || UNNAMED_TRAINER,
              at: row.created_at.toISOString(),
              volume_percent: adjustment.volumePercent,
              removed: adjustment.removed,
              note: row.note,
            }
          : null,
    };
  });
}

export interface WeekAdjustmentInput {
  week_end: string;
  volume_percent: number;
  removed: SessionRef[];
  note: string | null;
}

const planNotReady = (message: string) =>
  new AppError('PLAN_NOT_READY', `O plano deste aluno ainda não está montado. ${message}`);

/** The week of the student's current plan ending on `weekEnd`, which the student can see. */
async function visibleWeek(db: Db, studentId: string, weekEnd: string, now: Date): Promise<PlanWeek> {
  // The student's own plan (every run read): what the adjustment will apply to.
  const computed = await computePlan(db, studentId, now, 'own');
  if (!computed.ok) throw planNotReady(computed.message);
  const index = computed.plan.weeks.findIndex((week) => week.end === weekEnd);
  const week = computed.plan.weeks[index];
  if (!week)
    throw new AppError(
      'WEEK_NOT_IN_PLAN',
      'Esta semana não está no plano atual do aluno (a data do TAF pode ter mudado). Atualize a página.',
    );
  if (index > 0 && !computed.entitled)
    throw new AppError(
      'WEEK_LOCKED',
      'O aluno ainda não vê esta semana: sem um plano Avançado, o plano mostra só a semana atual.',
    );
  return week;
}

export async function setWeekAdjustment(
  db: Db,
  trainerId: string,
  studentId: string,
  input: WeekAdjustmentInput,
  now = new Date(),
): Promise<void> {
  const week = await visibleWeek(db, studentId, input.week_end, now);
  if (unknownRemovals(week, input.removed).length > 0)
    throw new AppError(
      'SESSION_NOT_IN_WEEK',
      'Um dos treinos marcados não está nesta semana do plano. Atualize a página e tente de novo.',
    );
  if (input.volume_percent === VOLUME_PERCENT_PLANNED && input.removed.length === 0 && !input.note)
    throw new AppError(
      'NOTHING_TO_ADJUST',
      'Nada a ajustar: mude o volume, retire um treino ou escreva uma observação.',
    );
  await repo.insertAdjustment(db, {
    userId: studentId,
    trainerId,
    weekEnd: input.week_end,
    action: 'set',
    volumePercent: input.volume_percent,
    removed: input.removed,
    note: input.note,
  });
}

/** Takes a week's adjustment back (a 'clear' row: the history keeps both). */
export async function clearWeekAdjustment(
  db: Db,
  trainerId: string,
  studentId: string,
  weekEnd: string,
  now = new Date(),
): Promise<void> {
  await visibleWeek(db, studentId, weekEnd, now);
  const rows = await latestAdjustments(db, studentId, weekEnd);
  const latest = rows.find((row) => row.week_end === weekEnd);
  if (!(latest?.action === 'set' && latest.is_linked))
    throw new AppError('NOTHING_TO_UNDO', 'Esta semana não tem ajuste para desfazer.');
  await repo.insertAdjustment(db, {
    userId: studentId,
    trainerId,
    weekEnd,
    action: 'clear',
    volumePercent: null,
    removed: [],
    note: null,
  });
}
