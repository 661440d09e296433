import type { Db } from '../../db/database.js';
import type { AccessLogResource } from '../../lib/viewer.js';

/** One line per trainer, student and resource every 10 minutes: a page's several calls are one visit. */
const WINDOW_SECONDS = 10 * 60;

export async function recordTrainerAccess(
  db: Db,
  trainerId: string,
  studentId: string,
  resource: AccessLogResource,
  now = new Date(),
): Promise<void> {
  await db
    .insertInto('trainer_access_log')
    .values({
      trainer_id: trainerId,
      student_id: studentId,
      resource,
      window_start: Math.floor(now.getTime() / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS,
    })
    .onConflict((oc) => oc.columns(['trainer_id', 'student_id', 'resource', 'window_start']).doNothing())
    .execute();
}

/** What the student's trainers opened, newest first, with the trainer's name. */
export async function listAccessLog(db: Db, studentId: string, limit: number) {
  const rows = await db
    .selectFrom('trainer_access_log as log')
    .innerJoin('profiles', 'profiles.id', 'log.trainer_id')
    .select(['profiles.full_name as trainer_name', 'log.resource', 'log.viewed_at'])
    .where('log.student_id', '=', studentId)
    .orderBy('log.viewed_at', 'desc')
    .orderBy('log.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    trainer_name: row.trainer_name,
    resource: row.resource as AccessLogResource,
    viewed_at: row.viewed_at.toISOString(),
  }));
}
