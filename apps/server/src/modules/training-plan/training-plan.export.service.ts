import { createHash } from 'node:crypto';
import { workoutSteps } from '@prontidao/domain/training-plan/workout-steps';
import { zipSync } from 'fflate';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { encodeWorkoutFit } from './training-plan.export.fit.js';
import { type ExportSession, planCalendar } from './training-plan.export.ics.js';
import { getTrainingPlan, type PlanView } from './training-plan.service.js';

// The person's own plan out of the app (issue 14; decision 036, 'Exports'): a calendar file of every
// session they may see, and their runs and swims as FIT workout files for a watch. What they may
// see is what the page shows: this week (as reshuffled) and, with the Avançado plan, the weeks
// after it; a locked week never leaves the server.

export const CALENDAR_FILE_NAME = 'plano-prontidao.ics';
export const WORKOUTS_FILE_NAME = 'treinos-prontidao.zip';

export type { ExportSession };

/** The sessions the person may see, in date order: this week as 'Esta semana' shows it, then open weeks. */
export function visibleSessions(view: PlanView): ExportSession[] {
  const sessions: ExportSession[] = [];
  for (const [i, week] of view.weeks.entries()) {
    if (week.locked) continue;
    if (i === 0 && view.this_week) {
      for (const { done, activity_id: _a, moved_from, ...session } of view.this_week.sessions)
        sessions.push({ ...session, week: week.index, plannedDate: moved_from ?? session.date, done });
      continue;
    }
    for (const session of week.sessions)
      sessions.push({ ...session, week: week.index, plannedDate: session.date, done: false });
  }
  return sessions.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

/** The person, in UIDs and FIT serial numbers: a hash, never the id itself. */
const personKeyOf = (userId: string) =>
  createHash('sha256').update(`plano:${userId}`).digest('hex').slice(0, 16);

/** A FIT serial number per person, date and kind: 1 to 2³²−2 (0 and 2³²−1 are invalid). */
function serialNumberOf(personKey: string, session: ExportSession): number {
  const digest = createHash('sha256').update(`${personKey}|${session.plannedDate}|${session.kind}`).digest();
  return (digest.readUInt32BE(0) % 0xfffffffe) + 1;
}

/** The plan to export, or the plan's own pt-BR reason why there is none yet. */
async function exportablePlan(db: Db, userId: string, now: Date): Promise<PlanView> {
  const view = await getTrainingPlan(db, userId, userId, now);
  if (view.status !== 'ok')
    throw new AppError('PLAN_NOT_READY', view.message ?? 'Seu plano de treino ainda não está pronto.');
  return view;
}

export async function exportPlanCalendar(
  db: Db,
  userId: string,
  planUrl: string,
  now = new Date(),
): Promise<string> {
  const view = await exportablePlan(db, userId, now);
  return planCalendar(visibleSessions(view), { personKey: personKeyOf(userId), now, planUrl });
}

/** ASCII file name part: 'Tiros de 50 m no ritmo-alvo' → 'tiros-de-50-m-no-ritmo-alvo'. */
export const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The FIT files of the runs, swims and sprints (decision 047) still to do, by week:
 * 'semana-01/2026-03-04-rodagem-leve-z2.fit'.
 */
export function workoutFiles(sessions: readonly ExportSession[], personKey: string, now: Date) {
  const files: Record<string, Uint8Array> = {};
  for (const session of sessions) {
    if (session.done) continue;
    const workout = workoutSteps(session);
    if (!workout) continue;
    const name = `semana-${String(session.week).padStart(2, '0')}/${session.date}-${slugOf(session.title)}.fit`;
    files[name] = encodeWorkoutFit(workout, {
      serialNumber: serialNumberOf(personKey, session),
      createdAt: now,
    });
  }
  return files;
}

export async function exportPlanWorkouts(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<Uint8Array<ArrayBuffer>> {
  const view = await exportablePlan(db, userId, now);
  const files = workoutFiles(visibleSessions(view), personKeyOf(userId), now);
  if (Object.keys(files).length === 0)
    throw new AppError(
      'NO_WATCH_WORKOUTS',
      'Não há treinos de corrida ou natação a fazer nas semanas liberadas do seu plano.',
    );
  return new Uint8Array(zipSync(files, { mtime: now }));
}
